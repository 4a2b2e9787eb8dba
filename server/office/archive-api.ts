import type { Hono } from "hono";
import type { Db } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import { exportSchool, importSchool } from "../services/school-archive.ts";
import { audit } from "./audit.ts";
import { actorOf, allow, type OfficeEnv } from "./guard.ts";

/**
 * A school's site as one archive: administrators take it away (GET) and bring one in (POST,
 * the archive as the body), to start another school from this one or to move to another backend.
 */
export function registerArchiveRoutes(
  api: Hono<OfficeEnv>,
  deps: { db: Db; files: FileStore; now: () => Date },
) {
  const administrators = allow("administrator");

  api.get("/:schoolCode/archive", administrators, async (c) => {
    const school = c.get("school");
    const now = deps.now();
    await audit(deps.db, school.id, actorOf(c.get("staff")!), {
      action: "export",
      kind: "archive",
      changes: {},
    });
    const body = await exportSchool(deps.db, deps.files, school, now);
    const day = now.toISOString().slice(0, 10);
    c.header("Content-Type", "application/x-tar");
    c.header("Content-Disposition", `attachment; filename="${school.schoolCode}-site-${day}.tar"`);
    return c.body(body);
  });

  api.post("/:schoolCode/archive", administrators, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) return c.json({ error: "Choose the archive to import." }, 400);
    const outcome = await importSchool(
      deps.db,
      deps.files,
      c.get("school"),
      bytes,
      actorOf(c.get("staff")!),
    );
    if (!outcome.ok) return c.json({ error: outcome.error }, 400);
    return c.json(outcome);
  });
}
