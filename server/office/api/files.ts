import { Hono, type Context } from "hono";
import { rolesFor } from "#contracts/office-records.ts";
import { z } from "zod";
import { keepDocumentText } from "../../services/document-texts.ts";
import {
  addToLibrary,
  describeFile,
  libraryFilesAt,
  listLibrary,
} from "../../services/file-library.ts";
import { acceptAttachment } from "../attachments.ts";
import { audit } from "../audit.ts";
import { actorOf, allow, allowBy, type OfficeEnv } from "../guard.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { pageOf } from "../list-query.ts";
import { answer, described, officeBody, queryParameter } from "./openapi.ts";
import { pagingParameters } from "./paged.ts";

// One file at a time, sent as multipart/form-data with the field "file" (and the header
// X-Office-Upload, which a page on another site cannot send without asking first). A
// certificate (`?for=certificates`) goes to the private store, which is never served.

const uploadRoles = (c: Context<OfficeEnv>) =>
  c.req.query("for") === "certificates"
    ? rolesFor("certificates")
    : (["administrator", "editor", "contributor"] as const);
const noKind = (c: Context) => c.json({ error: "No such kind of record." }, 404);

export function filesApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();

  api.post(
    "/files",
    described({
      tags: ["Files"],
      summary: "Stores one attachment: a PDF (25 MB) or a JPEG, PNG or WebP picture (15 MB)",
      description:
        "Send multipart/form-data with the field `file` and the header `X-Office-Upload: 1`. " +
        "Pictures are re-encoded without their metadata. Use the answered `path` in a record's " +
        "attachment fields. With `?for=certificates` (office role) the file is kept in the " +
        "private store, for a certificate's `filePath`; it is never served at its own path. " +
        "Every other file goes in the file library (`GET /files`); one that no record names a " +
        "day later is deleted, unless sent with `?keep=library` or named in the library since.",
      parameters: [
        queryParameter("for", { enum: ["certificates"] }),
        queryParameter("only", { enum: ["pictures"] }),
        queryParameter("keep", { enum: ["library"] }),
      ],
      responses: {
        "201": answer("Stored.", {
          type: "object",
          properties: {
            path: { type: "string" },
            kind: { enum: ["pdf", "picture"] },
            name: { type: "string" },
          },
        }),
      },
    }),
    allowBy(uploadRoles, noKind),
    async (c) => {
      const forCertificate = c.req.query("for") === "certificates";
      const store = forCertificate ? deps.privateFiles : deps.files;
      if (!store) return c.json({ error: "Certificates cannot be stored here." }, 503);
      const form = await c.req.formData().catch(() => undefined);
      const file = form?.get("file");
      if (!file || typeof file === "string" || file.size === 0) {
        return c.json({ error: "Choose a file to attach." }, 400);
      }
      const verdict = await acceptAttachment(
        store,
        new Uint8Array(await file.arrayBuffer()),
        deps.now(),
        {
          folder: forCertificate ? "certificates" : "office",
          name: file.name,
          only: c.req.query("only") === "pictures" ? "pictures" : undefined,
        },
      );
      if (!verdict.ok) return c.json({ error: verdict.error }, verdict.status ?? 400);
      // A PDF's words are kept for the site search (a certificate's never are); an unreadable
      // one is kept as a file all the same.
      if (verdict.kind === "pdf" && !forCertificate) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        await keepDocumentText(deps.db, schoolOf(c), verdict.path, bytes);
      }
      const actor = actorOf(staffOf(c));
      if (!forCertificate) {
        await addToLibrary(deps.db, schoolOf(c), {
          path: verdict.path,
          kind: verdict.kind,
          name: file.name,
          bytes: file.size,
          addedBy: actor.name,
          kept: c.req.query("keep") === "library",
        });
      }
      await audit(deps.db, schoolOf(c), actor, {
        action: "upload",
        kind: verdict.kind,
        recordId: verdict.path,
        changes: { name: [null, file.name.slice(0, 200)] },
      });
      return c.json({ path: verdict.path, kind: verdict.kind, name: file.name }, 201);
    },
  );

  const libraryFile = {
    type: "object",
    properties: {
      path: { type: "string" },
      kind: { enum: ["pdf", "picture"] },
      name: { type: "string" },
      alt: { type: "string" },
      bytes: { type: ["integer", "null"] },
      addedAt: { type: "string", format: "date-time" },
      addedBy: { type: "string" },
    },
  };
  // A contributor attaches pictures and PDFs to what they write.
  const editors = allow("administrator", "editor", "contributor");

  api.get(
    "/files",
    described({
      tags: ["Files"],
      summary: "The file library: a page of the files the office stored for the site, newest first",
      description:
        "`q`: words of a file's name or description, as begun, or a stored path. `path` (repeated): " +
        "just those files, as a form shows the files it names. `total`: how many the filters find.",
      parameters: [
        queryParameter("q", { type: "string" }),
        queryParameter("kind", { enum: ["pdf", "picture"] }),
        queryParameter("path", { type: "string" }),
        ...pagingParameters,
      ],
      responses: {
        "200": answer("A page of the library.", {
          type: "object",
          properties: {
            files: { type: "array", items: libraryFile },
            total: { type: "integer" },
          },
        }),
      },
    }),
    editors,
    async (c) => {
      const paths = c.req.queries("path");
      if (paths) {
        const files = await libraryFilesAt(deps.db, schoolOf(c), paths);
        return c.json({ files, total: files.length });
      }
      const kind = c.req.query("kind");
      const { files, total } = await listLibrary(
        deps.db,
        schoolOf(c),
        {
          q: c.req.query("q")?.slice(0, 200),
          kind: kind === "pdf" || kind === "picture" ? kind : undefined,
        },
        pageOf((name) => c.req.query(name)),
      );
      c.header("X-Total-Count", String(total));
      return c.json({ files, total });
    },
  );

  const details = z.object({
    path: z.string().min(1).max(300),
    name: z
      .string()
      .trim()
      .min(1, "Give the file a name.")
      .max(200, "Keep the name under 200 characters."),
    alt: z.string().max(300, "Keep the description under 300 characters.").default(""),
  });

  api.post(
    "/files/details",
    described({
      tags: ["Files"],
      summary: "Renames a file of the library or changes its description, in the audit log",
      responses: {
        "200": answer("Changed."),
        "400": answer("A field was refused: `errors` says which and why."),
        "404": answer("No such file in the library."),
      },
    }),
    editors,
    officeBody(details, (issues) => ({
      error: "The file's details were not changed.",
      fields: Object.fromEntries(
        issues.map((issue) => [String(issue.path[0] ?? "path"), issue.message]),
      ),
    })),
    async (c) => {
      const changed = await describeFile(
        deps.db,
        schoolOf(c),
        actorOf(staffOf(c)),
        c.req.valid("json"),
      );
      return changed
        ? c.json({ changed: true })
        : c.json({ error: "No such file: it may have been removed as unused." }, 404);
    },
  );

  return api;
}
