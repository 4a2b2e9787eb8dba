import { Hono, type Context, type MiddlewareHandler } from "hono";
import { getTableName } from "drizzle-orm";
import { z } from "zod";
import { instantAt } from "#contracts/dates.ts";
import {
  hasHindi,
  hindiSchema,
  importRowLimit,
  isRecordKind,
  recordKinds,
  recordSchema,
  rolesFor,
  type OfficeRecord,
  type RecordInput,
  type RecordKind,
  type RecordKindName,
} from "#contracts/office-records.ts";
import { listDownloads } from "../../services/transfer-certificates.ts";
import { readAudit } from "../audit.ts";
import { readsPersonalData } from "../access-log.ts";
import { childShowingTables } from "#contracts/records/consents.ts";
import { recordModules } from "#contracts/records/index.ts";
import { actorOf, allow, allowBy, type OfficeEnv } from "../guard.ts";
import { pageOf, periodOf } from "../list-query.ts";
import { listRecords, recordOrders, recordStates, recordYears } from "../record-list.ts";
import {
  bulkActions,
  bulkChange,
  createRecord,
  createRecords,
  getRecord,
  recordChecks,
  setDeleted,
  updateRecord,
  type RecordContext,
} from "../records.ts";
import { saveHindi, untranslatedItems, untranslatedShown } from "../record-hindi.ts";
import { settle, submissionOf, submits } from "../approvals.ts";
import { publishedRefusal, submitRefusal } from "#contracts/approvals.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import {
  answer,
  described,
  idParameter,
  officeBody,
  queryParameter,
  ref,
  refusals,
} from "./openapi.ts";
import { pagedAnswer, pagedJson, pagingParameters, periodParameters } from "./paged.ts";
import { importDocument, newRecordDocument, savedRecordDocument } from "./record-documents.ts";

// Every kind of record's calls, made for each kind in the registry (`recordKinds`): who may work
// on it (`rolesFor`), what a save is checked with (`recordSchema`) and how it is described, so a
// new kind has its calls and its place in the document without a line here.

const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.includes(value as T) ? (value as T) : undefined;
const uuid = z.uuid();
const CheckValues = z.object({ values: z.record(z.string(), z.unknown()) });
const noKind = (c: Context) => c.json({ error: "No such kind of record." }, 404);
const noRecord = (c: Context) => c.json({ error: "No such record." }, 404);
const conflict = (c: Context, field: string, message: string) =>
  c.json({ error: message, fields: { [field]: message } }, 400);

/** The version a save was edited from: not a field of the record, it is read beside them. */
async function versionOf(c: Context): Promise<number | undefined> {
  const version = Number(((await c.req.json()) as { version?: unknown }).version);
  return Number.isInteger(version) ? version : undefined;
}
const noVersion = (c: Context) =>
  c.json({ error: "The version the record was edited from is missing." }, 400);

/** Someone saved first: what they saved, so nothing is overwritten unseen. */
const stale = (c: Context, current: OfficeRecord, error: string) => c.json({ error, current }, 409);

const Bulk = z.object({
  action: z.enum(bulkActions, { error: "Choose to publish, take down or delete." }),
  ids: z
    .array(uuid, { error: "Tick the records first." })
    .min(1, "Tick the records first.")
    .max(200, "At most 200 at once."),
});

const ImportRows = z.object({
  rows: z.array(z.unknown()).min(1),
  status: z.unknown().optional(),
});

/** The kinds whose records are a child's or kept privately: reading them is logged. */
const personalKinds = new Set<string>(
  Object.entries(recordModules)
    .filter(
      ([kind, module]) =>
        ("private" in module && module.private) ||
        (childShowingTables[getTableName(module.table)]?.named ?? false) ||
        kind === "achievements",
    )
    .map(([kind]) => kind),
);

export function recordsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const recordContext = (c: Context<OfficeEnv>): RecordContext => ({
    db: deps.db,
    schoolId: schoolOf(c),
    timeZone: deps.timeZone,
    now: deps.now(),
  });

  // Work that waits for approval (a contributor's, or an editor's where administrators approve)
  // is saved as a draft and submitted; what is on the site already is an approver's to change.
  const submitter = (c: Context<OfficeEnv>) => submits(deps.db, schoolOf(c), staffOf(c).role);
  const draftsOnly: MiddlewareHandler<OfficeEnv> = async (c, next) => {
    if (!(await submitter(c))) return next();
    const body = (await c.req.json().catch(() => ({}))) as { status?: unknown; publish?: unknown };
    if (body.status === "published" || body.publish === true) {
      return c.json({ error: submitRefusal }, 403);
    }
    return next();
  };
  const unpublishedOnly =
    (name: RecordKindName): MiddlewareHandler<OfficeEnv> =>
    async (c, next) => {
      const id = c.req.param("id") ?? "";
      if (!uuid.safeParse(id).success || !(await submitter(c))) return next();
      const record = await getRecord(recordContext(c), name, id);
      if (record && record.status === "published") return c.json({ error: publishedRefusal }, 403);
      return next();
    };
  const approversOnly: MiddlewareHandler<OfficeEnv> = async (c, next) =>
    (await submitter(c))
      ? c.json({ error: "Open each one to change it; an approver publishes them." }, 403)
      : next();

  for (const kind of Object.values(recordKinds) as RecordKind[]) {
    const name = kind.kind as RecordKindName;
    const base = `/records/${name}`;
    const tags = [kind.title];
    // Each kind says who may work on it: certificates are the office's, the rest the editors'.
    const may = allow(...rolesFor(name));
    const roles = rolesFor(name).filter((role) => role !== "administrator");
    const check = recordSchema(name);
    // Reads of children's records, certificates and consents are lines of the access log.
    const personal = personalKinds.has(name)
      ? readsPersonalData(deps, kind.one)
      : (((_c, next) => next()) as MiddlewareHandler<OfficeEnv>);

    const dated = kind.fields.find((field) => field.name === kind.dated)?.label ?? "Added";
    api.get(
      base,
      described({
        tags,
        summary: `${kind.title}: the school's records, a page at a time, last changed first`,
        description:
          '`q`: words of its title or name, each as begun or in another form ("fees" finds "Fee"). ' +
          `\`year\` and \`month\`: by its ${dated.toLowerCase()}. ` +
          "`author`: the id of the member of staff who added it (by the audit log). " +
          "`sort`: `changed` (last changed first), `date` (newest first) or `title` (A to Z).",
        parameters: [
          queryParameter("q", { type: "string" }),
          queryParameter("state", { enum: [...recordStates] }),
          ...(kind.filter ? [queryParameter("filter", { type: "string" })] : []),
          ...periodParameters,
          queryParameter("author", { type: "string" }),
          queryParameter("sort", { enum: [...recordOrders], default: "changed" }),
          ...pagingParameters,
        ],
        responses: { "200": pagedAnswer("A page of the records.", ref("Record")) },
      }),
      may,
      personal,
      async (c) => {
        const page = pageOf((name) => c.req.query(name));
        const { records, total } = await listRecords(
          recordContext(c),
          name,
          {
            q: c.req.query("q")?.slice(0, 200),
            filter: c.req.query("filter"),
            state: oneOf(recordStates, c.req.query("state")),
            ...periodOf((name) => c.req.query(name)),
            author: c.req.query("author")?.slice(0, 200) || undefined,
            sort: oneOf(recordOrders, c.req.query("sort")),
          },
          page,
        );
        return pagedJson(c, records, total, page);
      },
    );

    api.get(
      `${base}/years`,
      described({
        tags,
        summary: `The years the school's ${kind.title.toLowerCase()} are dated in, newest first`,
        responses: {
          "200": answer("The years.", { type: "array", items: { type: "integer" } }),
        },
      }),
      may,
      async (c) => c.json(await recordYears(recordContext(c), name)),
    );

    api.get(
      `${base}/:id`,
      described({
        tags,
        summary: `One ${kind.one}, with its history`,
        parameters: [idParameter],
        responses: { "200": answer("The record.", ref("Record")) },
      }),
      may,
      personal,
      async (c) => {
        const id = c.req.param("id");
        const record = uuid.safeParse(id).success
          ? await getRecord(recordContext(c), name, id)
          : undefined;
        if (!record) return noRecord(c);
        const history = await readAudit(deps.db, schoolOf(c), { recordId: id, limit: 20 });
        const downloads =
          name === "certificates"
            ? await listDownloads(deps.db, schoolOf(c), { certificateId: id, limit: 50 })
            : undefined;
        const checks = await recordChecks(deps.db, name, record.values);
        const approval = await submissionOf(deps.db, schoolOf(c), name, id);
        return c.json({
          ...record,
          history,
          checks,
          ...(downloads && { downloads }),
          ...(approval && { approval }),
        });
      },
    );

    // The writing checks of a form being typed, before it is saved (the form's script asks).
    api.post(
      `${base}/check`,
      described({
        tags,
        summary: `What the writing checks say of a ${kind.one}'s fields, before saving`,
        description:
          "`errors` stop publishing (a heading that skips a level); `warnings` are said (link " +
          "words like 'click here', a PDF without text). Each is keyed by the field's name.",
        responses: { "200": answer("The checks.") },
      }),
      may,
      officeBody(CheckValues, () => ({ error: "Send the fields as `values`." })),
      async (c) => c.json(await recordChecks(deps.db, name, c.req.valid("json").values)),
    );

    api.post(
      base,
      described({
        tags,
        summary: `Adds a ${kind.one}`,
        responses: { "201": answer("Saved.", ref("Record")) },
      }),
      may,
      draftsOnly,
      officeBody(check, someFields, newRecordDocument(kind)),
      async (c) => {
        const saved = await createRecord(
          recordContext(c),
          name,
          c.req.valid("json") as RecordInput,
          actorOf(staffOf(c)),
        );
        if (saved.outcome === "conflict") return conflict(c, saved.field, saved.message);
        return c.json(saved.record, 201);
      },
    );

    // Many records at once (a class's birthdays, a results list, a batch of certificates):
    // every row is checked first, and nothing is saved unless every row is right.
    if (kind.importColumns) {
      api.post(
        `${base}/import`,
        described({
          tags,
          summary: `Adds many at once (${roles.join(", ")} role): every row or none`,
          responses: {
            "201": answer("Saved.", {
              type: "object",
              properties: { created: { type: "integer" }, ids: { type: "array" } },
            }),
            "400": answer(
              "Nothing was saved: `rows` lists each refused row (from 1) with its fields' messages.",
            ),
          },
        }),
        may,
        draftsOnly,
        officeBody(ImportRows, () => ({ error: "Send the rows to import." }), importDocument(kind)),
        async (c) => {
          const given = c.req.valid("json");
          if (given.rows.length > importRowLimit) {
            return c.json(
              { error: `At most ${importRowLimit} rows can be imported at once.` },
              400,
            );
          }
          // Imported as drafts by anyone whose work waits for approval.
          const status = given.status === "draft" || (await submitter(c)) ? "draft" : "published";
          const checked = given.rows.map((row) => check.safeParse({ ...(row as object), status }));
          const refusedRows = checked.flatMap((result, index) =>
            result.success
              ? []
              : [{ row: index + 1, fields: someFields(result.error.issues).fields }],
          );
          if (refusedRows.length > 0) {
            return c.json(
              { error: "Some rows need attention; nothing was saved.", rows: refusedRows },
              400,
            );
          }
          const saved = await createRecords(
            recordContext(c),
            name,
            checked.map((result) => result.data as RecordInput),
            actorOf(staffOf(c)),
          );
          if (saved.outcome === "conflict") {
            return c.json(
              {
                error: "Some rows need attention; nothing was saved.",
                rows: [{ row: saved.row, fields: { [saved.field]: saved.message } }],
              },
              400,
            );
          }
          return c.json(
            { created: saved.records.length, ids: saved.records.map((r) => r.id) },
            201,
          );
        },
      );
    }

    api.put(
      `${base}/:id`,
      described({
        tags,
        summary: `Saves a ${kind.one} edited from \`version\``,
        parameters: [idParameter],
        responses: {
          "200": answer("Saved.", ref("Record")),
          "409": answer("Saved by someone else since `version`: `current` is the record now."),
        },
      }),
      may,
      async (c, next) => (uuid.safeParse(c.req.param("id")).success ? next() : noRecord(c)),
      draftsOnly,
      unpublishedOnly(name),
      officeBody(check, someFields, savedRecordDocument(kind)),
      async (c) => {
        const id = c.req.param("id");
        const version = await versionOf(c);
        if (version === undefined) return noVersion(c);
        const saved = await updateRecord(
          recordContext(c),
          name,
          id,
          c.req.valid("json") as RecordInput,
          version,
          actorOf(staffOf(c)),
        );
        if (saved.outcome === "missing") return noRecord(c);
        if (saved.outcome === "conflict") return conflict(c, saved.field, saved.message);
        if (saved.outcome === "stale") {
          return stale(
            c,
            saved.current,
            "Someone else saved this record while you were editing it. Your changes are kept " +
              "below; compare them with the saved version and save again.",
          );
        }
        if (saved.record.status === "published") {
          await settle(deps.db, schoolOf(c), name, [id]);
        }
        return c.json(saved.record);
      },
    );

    // Its Hindi beside the English (issue 37), for a kind with fields written in Hindi too.
    if (hasHindi(name)) {
      api.put(
        `${base}/:id/hindi`,
        described({
          tags,
          summary: `Saves the Hindi of a ${kind.one}, edited from \`version\``,
          description:
            "The Hindi of each field the kind writes in Hindi too; an empty one leaves that field " +
            "English on the Hindi site. `publish`: on the site now, or kept as a draft while the " +
            "Hindi on the site stays; with `publishAt` (the school's clock, YYYY-MM-DDTHH:mm) it " +
            "waits as a draft and goes on the site then. Publishing no words takes the Hindi off the site.",
          parameters: [idParameter],
          responses: {
            "200": answer("Saved.", ref("Record")),
            "409": answer("Saved by someone else since `version`: `current` is the record now."),
          },
        }),
        may,
        async (c, next) => (uuid.safeParse(c.req.param("id")).success ? next() : noRecord(c)),
        // A draft's Hindi goes on the site with it, once it is approved.
        unpublishedOnly(name),
        officeBody(hindiSchema(name), someFields),
        async (c) => {
          const version = await versionOf(c);
          if (version === undefined) return noVersion(c);
          const { publish, publishAt, ...fields } = c.req.valid("json") as Record<
            string,
            string
          > & {
            publish: boolean;
            publishAt?: string;
          };
          const at = publishAt ? instantAt(publishAt, deps.timeZone) : undefined;
          const saved = await saveHindi(
            recordContext(c),
            name,
            c.req.param("id"),
            fields,
            { publish, publishAt: at },
            version,
            actorOf(staffOf(c)),
          );
          if (saved.outcome === "missing" || saved.outcome === "conflict") return noRecord(c);
          if (saved.outcome === "stale") {
            return stale(
              c,
              saved.current,
              "Someone else saved this record while you were writing its Hindi. Your Hindi is " +
                "kept below; look at the record as it is now and save again.",
            );
          }
          return c.json(saved.record);
        },
      );
    }

    api.post(
      `${base}/bulk`,
      described({
        tags,
        summary: `Publishes, takes down or deletes several of the ${kind.title.toLowerCase()} at once`,
        description:
          "Each is saved on its own, checked, announced and logged as if opened and saved; " +
          "`skipped` names those left as they were, and why.",
        responses: { "200": answer("Done: `done` and `skipped`.") },
      }),
      may,
      approversOnly,
      officeBody(Bulk, (issues) => ({ error: issues[0]?.message ?? "Tick the records first." })),
      async (c) => {
        const { action, ids } = c.req.valid("json");
        const done = await bulkChange(recordContext(c), name, ids, action, actorOf(staffOf(c)));
        if (action !== "take-down") await settle(deps.db, schoolOf(c), name, done.done);
        return c.json(done);
      },
    );

    const deletion = (deleted: boolean) => async (c: Context<OfficeEnv>) => {
      const id = c.req.param("id") ?? "";
      if (!uuid.safeParse(id).success) return noRecord(c);
      const done = await setDeleted(recordContext(c), name, id, deleted, actorOf(staffOf(c)));
      if (done.outcome === "conflict") return conflict(c, done.field, done.message);
      if (done.outcome !== "saved") return noRecord(c);
      if (deleted) await settle(deps.db, schoolOf(c), name, [id]);
      return c.json(done.record);
    };
    api.delete(
      `${base}/:id`,
      described({
        tags,
        summary: `Deletes a ${kind.one} (restorable for 30 days)`,
        parameters: [idParameter],
        responses: { "200": answer("Deleted.", ref("Record")) },
      }),
      may,
      unpublishedOnly(name),
      deletion(true),
    );
    api.post(
      `${base}/:id/restore`,
      described({
        tags,
        summary: `Restores a deleted ${kind.one}`,
        parameters: [idParameter],
        responses: { "200": answer("Restored.", ref("Record")), ...refusals },
      }),
      may,
      unpublishedOnly(name),
      deletion(false),
    );
  }

  api.get(
    "/records/translations",
    described({
      tags: ["Hindi"],
      summary:
        "The items on the site whose Hindi is missing or older than their English, newest change first",
      description: `At most ${untranslatedShown}; \`total\` says how many there are.`,
      responses: { "200": answer("The items to translate, and how many there are.") },
    }),
    allow("administrator", "editor"),
    async (c) => c.json(await untranslatedItems(deps.db, schoolOf(c))),
  );

  // A kind the registry does not have is not found, whoever asks; a kind that is not imported
  // is refused as such to those who may work on it.
  const known = allowBy((c) => {
    const kind = c.req.param("kind") ?? "";
    return isRecordKind(kind) ? rolesFor(kind) : undefined;
  }, noKind);
  api.post("/records/:kind/import", known, (c) =>
    c.json({ error: "This kind of record is not imported." }, 404),
  );
  api.on(["GET", "POST"], "/records/:kind", noKind);
  api.on(["GET", "PUT", "DELETE"], "/records/:kind/:id", noKind);
  api.put("/records/:kind/:id/hindi", noKind);
  api.post("/records/:kind/:id/restore", noKind);

  return api;
}
