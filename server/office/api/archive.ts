import { Hono } from "hono";
import { exportSchool, importSchool } from "../../services/school-archive.ts";
import { audit } from "../audit.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described } from "./openapi.ts";

/**
 * A school's site as one archive: administrators take it away (GET) and bring one in (POST,
 * the archive as the body), to start another school from this one or to move to another backend.
 */
export function archiveApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const administrators = allow("administrator");
  const tags = ["Archive"];

  api.get(
    "/archive",
    described({
      tags,
      summary: "The school's pages, settings and public files as one tar file (administrators)",
      responses: { "200": { description: "application/x-tar" } },
    }),
    administrators,
    async (c) => {
      const school = c.get("school");
      const now = deps.now();
      await audit(deps.db, school.id, actorOf(staffOf(c)), {
        action: "export",
        kind: "archive",
        changes: {},
      });
      const body = await exportSchool(deps.db, deps.files, school, now);
      const day = now.toISOString().slice(0, 10);
      c.header("Content-Type", "application/x-tar");
      c.header(
        "Content-Disposition",
        `attachment; filename="${school.schoolCode}-site-${day}.tar"`,
      );
      return c.body(body);
    },
  );

  api.post(
    "/archive",
    described({
      tags,
      summary: "Brings in an archive (the body, as application/x-tar), as new versions",
      responses: { "200": answer("What was imported.") },
    }),
    administrators,
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length === 0) return c.json({ error: "Choose the archive to import." }, 400);
      const outcome = await importSchool(
        deps.db,
        deps.files,
        c.get("school"),
        bytes,
        actorOf(staffOf(c)),
      );
      if (!outcome.ok) return c.json({ error: outcome.error }, 400);
      return c.json(outcome);
    },
  );

  return api;
}
