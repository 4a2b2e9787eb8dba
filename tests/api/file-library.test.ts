import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { sweepUnusedUploads } from "#server/services/upload-sweep.ts";
import { freshBackend, type FreshBackend } from "../support/fresh-backend.ts";
import type { OfficeClient } from "../support/office-client.ts";
import { uploadPicture } from "../support/uploads.ts";

// The office's file library: each upload is in it by the name it was sent with, found by its
// words, renamed and described by a clerk (in the audit log); a file put there on purpose stays
// though nothing names it, and one the daily sweep deletes leaves it. On a backend of its own,
// as a sweep looks at every school's uploads.

const schoolCode = "LIBRARY";
let fresh: FreshBackend;
let administrator: OfficeClient;
beforeAll(async () => {
  fresh = await freshBackend();
  administrator = await fresh.schoolWithAdministrator(schoolCode);
});
afterAll(async () => {
  await fresh?.close();
});

interface LibraryFile {
  path: string;
  kind: string;
  name: string;
  alt: string;
  bytes: number;
  addedBy: string;
}

const upload = (name: string, query = "") =>
  uploadPicture(fresh.request, schoolCode, administrator, name, { query });

const library = async (query: string) => {
  const answer = await administrator.call("GET", `/files?${query}`);
  expect(answer.status).toBe(200);
  return answer.json as { files: LibraryFile[]; total: number };
};

const hours = (n: number) => new Date(Date.now() + n * 60 * 60_000);

describe("the file library", () => {
  it("lists each upload by its name, newest first, and finds it by its words", async () => {
    const first = await upload("C:\\Users\\Office\\Sports Day podium.jpg");
    const second = await upload("Science fair poster.jpg", "?keep=library");
    const all = await library("");
    expect(all.files.map((file) => file.path)).toEqual([second, first]);
    expect(all.files[1]).toMatchObject({
      name: "Sports Day podium.jpg",
      kind: "picture",
      alt: "",
      addedBy: expect.any(String),
    });
    expect(all.files[1]!.bytes).toBeGreaterThan(0);
    expect((await library("q=podi")).files.map((file) => file.path)).toEqual([first]);
    expect((await library("q=sport")).files.map((file) => file.path)).toEqual([first]);
    expect((await library("kind=pdf")).total).toBe(0);
    // A form asks for the files it names, by their paths.
    const named = await library(`path=${encodeURIComponent(first)}&path=office/none.jpg`);
    expect(named.files.map((file) => file.name)).toEqual(["Sports Day podium.jpg"]);
  });

  it("renames and describes a file, in the audit log, and refuses an empty name", async () => {
    const path = await upload("IMG_2041.jpg");
    const refused = await administrator.call("POST", "/files/details", {
      path,
      name: " ",
      alt: "",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toHaveProperty("name");
    const changed = await administrator.call("POST", "/files/details", {
      path,
      name: "Annual Day choir",
      alt: "The senior choir singing on stage",
    });
    expect(changed.status).toBe(200);
    expect((await library("q=choir")).files).toMatchObject([
      { path, name: "Annual Day choir", alt: "The senior choir singing on stage" },
    ]);
    const [line] = await fresh.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, "describe"), eq(t.auditLog.recordId, path)));
    expect(line?.changes).toMatchObject({ name: ["IMG_2041.jpg", "Annual Day choir"] });
    const missing = await administrator.call("POST", "/files/details", {
      path: "office/2020/none.jpg",
      name: "Nothing",
    });
    expect(missing.status).toBe(404);
  });

  it("keeps what was put there on purpose; the sweep takes the rest out of it", async () => {
    const { db } = fresh.database;
    const swept = await sweepUnusedUploads(db, fresh.files, hours(25));
    const left = (await library("")).files;
    // The first test's first upload, sent with a form and never saved, is gone; the poster
    // uploaded to the library and the choir photo named there stay.
    expect(swept).toHaveLength(1);
    expect(left.map((file) => file.name).sort()).toEqual([
      "Annual Day choir",
      "Science fair poster.jpg",
    ]);
    for (const file of left) expect(await fresh.files.exists(file.path)).toBe(true);
  });
});
