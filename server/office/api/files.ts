import { Hono, type Context } from "hono";
import { rolesFor } from "#contracts/office-records.ts";
import { keepDocumentText } from "../../services/document-texts.ts";
import { acceptAttachment } from "../attachments.ts";
import { audit } from "../audit.ts";
import { actorOf, allowBy, type OfficeEnv } from "../guard.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, queryParameter } from "./openapi.ts";

// One file at a time, sent as multipart/form-data with the field "file" (and the header
// X-Office-Upload, which a page on another site cannot send without asking first). A
// certificate (`?for=certificates`) goes to the private store, which is never served.

const uploadRoles = (c: Context<OfficeEnv>) =>
  c.req.query("for") === "certificates"
    ? rolesFor("certificates")
    : (["administrator", "editor"] as const);
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
        "private store, for a certificate's `filePath`; it is never served at its own path.",
      parameters: [
        queryParameter("for", { enum: ["certificates"] }),
        queryParameter("only", { enum: ["pictures"] }),
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
      await audit(deps.db, schoolOf(c), actorOf(staffOf(c)), {
        action: "upload",
        kind: verdict.kind,
        recordId: verdict.path,
        changes: { name: [null, file.name.slice(0, 200)] },
      });
      return c.json({ path: verdict.path, kind: verdict.kind, name: file.name }, 201);
    },
  );

  return api;
}
