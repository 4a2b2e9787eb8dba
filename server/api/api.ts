import { Hono, type Context } from "hono";
import { etag } from "hono/etag";
import { Enquiry } from "#app/api/entities.ts";
import type { Db } from "../db/database.ts";
import { enquiries } from "../db/schema.ts";
import type { FileStore } from "../files/file-store.ts";
import { serveFile } from "../files/serve-file.ts";
import { getGallery, listCollection, type CollectionName } from "../services/collections.ts";
import { findSchool } from "../services/schools.ts";
import { todayIn } from "../services/today.ts";

export interface ApiDeps {
  db: Db;
  files: FileStore;
  timeZone: string;
  ping: () => Promise<boolean>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The school-content API of spec 7, keyed by school code. */
export function createApi(deps: ApiDeps): Hono {
  const api = new Hono();
  api.use(etag());

  const list = (name: CollectionName) => async (c: Context) => {
    const school = await findSchool(deps.db, c.req.param("schoolCode") ?? "");
    if (!school) return c.json({ error: "Unknown school." }, 404);
    c.header("Cache-Control", "no-cache");
    return c.json(await listCollection(deps.db, name, school.id, todayIn(deps.timeZone)));
  };

  api.get("/health", async (c) => {
    const database = await deps.ping();
    c.header("Cache-Control", "no-store");
    return c.json({ status: database ? "ok" : "unavailable", database }, database ? 200 : 503);
  });

  api.get("/onlineRegistration/:schoolCode", list("onlineRegistration"));
  api.get("/highlight/:schoolCode", list("highlight"));
  api.get("/news/all/:schoolCode", list("allNews"));
  api.get("/news/:schoolCode", list("news"));
  for (const all of ["All", "all"]) {
    api.get(`/events/${all}/:schoolCode`, list("allEvents"));
    api.get(`/gallery/${all}/:schoolCode`, list("allGalleries"));
  }
  api.get("/events/:schoolCode", list("events"));
  api.get("/principalMessage/:schoolCode", list("principalMessage"));
  api.get("/topper/:schoolCode", list("topper"));
  api.get("/gallery/:schoolCode", list("gallery"));
  api.get("/birthdays/:schoolCode", list("birthdays"));
  api.get("/notification/:schoolCode", list("notification"));
  api.get("/circular/all/:schoolCode", list("circular"));
  api.get("/video/all/:schoolCode", list("video"));

  api.get("/subGallery", async (c) => {
    const id = c.req.query("id") ?? "";
    if (!uuidPattern.test(id)) return c.json({ error: "The gallery id is not valid." }, 400);
    const gallery = await getGallery(deps.db, id);
    if (!gallery) return c.json({ error: "No gallery has this id." }, 404);
    c.header("Cache-Control", "no-cache");
    return c.json(gallery);
  });

  // Files: /api/image/{path} for attachments and static files, /api/image?url={path} for
  // birthday photos. Paths are checked against the store before anything is read.
  const file = async (c: Context, relative: string | undefined) => {
    if (relative === undefined) return c.json({ error: "A file path is required." }, 400);
    const full = deps.files.resolve(relative);
    if (!full) return c.json({ error: "The file path is not valid." }, 400);
    const response = await serveFile(c.req.raw, full, { cacheControl: "public, max-age=3600" });
    return response ?? c.json({ error: "No file at this path." }, 404);
  };
  api.get("/image", (c) => file(c, c.req.query("url")));
  api.get("/image/*", (c) => {
    const raw = new URL(c.req.url).pathname.slice("/api/image/".length);
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return c.json({ error: "The file path is not valid." }, 400);
    }
    return file(c, decoded);
  });

  api.post("/form/:schoolCode/:formType", async (c) => {
    const school = await findSchool(deps.db, c.req.param("schoolCode"));
    if (!school) return c.json({ error: "Unknown school." }, 404);
    if (c.req.param("formType") !== "enquiry") return c.json({ error: "Unknown form." }, 404);
    if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
      return c.json({ error: "Send the form as application/json." }, 415);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: "The request body is not valid JSON." }, 400);
    }
    const parsed = Enquiry.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form");
        errors[field] ??= issue.message;
      }
      return c.json({ error: "Please correct the highlighted fields.", errors }, 400);
    }
    // Stored before we answer: a success the visitor sees is an enquiry the office will read.
    await deps.db.insert(enquiries).values({ schoolId: school.id, ...parsed.data });
    return c.json({ message: "Your Form Submitted Successfully." }, 201);
  });

  api.onError((error, c) => {
    console.error("API error:", error);
    return c.json({ error: "The server could not answer. Please try again." }, 500);
  });
  return api;
}
