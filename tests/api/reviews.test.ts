import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Review } from "#contracts/reviews.ts";
import * as t from "#server/db/schema.ts";
import {
  accounts,
  OfficeClient,
  signedIn,
  signedInAdministrator,
} from "../support/office-client.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// Review dates (issue 41, point 3): a page last changed over a year ago is due, with who changed
// it; a save or one click of "reviewed" clears it, and the click is in the audit log. Kinds of
// record and the home page fall due by the school's clock, at the interval the school chose.

let backend: TestBackend;
let administrator: OfficeClient;
let editor: OfficeClient;
let office: OfficeClient;
let schoolId: string;

beforeAll(async () => {
  backend = await testBackend();
  administrator = await signedInAdministrator(backend.request, "198.51.100.191");
  editor = await signedIn(backend.request, "editor", "198.51.100.192");
  office = await signedIn(backend.request, "office", "198.51.100.193");
  const [school] = await backend.database.db
    .select({ id: t.schools.id })
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
});

/** Makes every version of a page as old as `days`: as if nobody had touched it since. */
async function untouchedFor(path: string, days: number) {
  await backend.database.db
    .update(t.pageVersions)
    .set({ savedAt: sql`now() - make_interval(days => ${days})` })
    .where(and(eq(t.pageVersions.schoolId, schoolId), eq(t.pageVersions.path, path)));
}

async function reviewsOf(client: OfficeClient): Promise<Review[]> {
  const answer = await client.call("GET", "/reviews");
  expect(answer.status).toBe(200);
  return answer.json as unknown as Review[];
}

const find = (reviews: Review[], subject: string) => {
  const review = reviews.find((entry) => entry.subject === subject);
  expect(review, subject).toBeDefined();
  return review!;
};

describe("a page's review date", () => {
  it("is overdue a year after its last change, names who made it, and a save clears it", async () => {
    await untouchedFor("/LibraryRules", 400);
    const before = await reviewsOf(editor);
    const due = find(before, "/LibraryRules");
    expect(due).toMatchObject({
      kind: "page",
      every: "year",
      overdue: true,
      lastBy: "Demo content",
      lastReviewed: false,
    });
    // What is overdue comes first.
    expect(before.findIndex((entry) => !entry.overdue)).toBeGreaterThan(before.indexOf(due));

    const opened = await editor.call("GET", "/pages/LibraryRules");
    const saved = await editor.call("PUT", "/pages/LibraryRules", {
      document: opened.json.document,
      status: "published",
      basedOn: opened.json.number,
    });
    expect(saved.status).toBe(200);
    expect(find(await reviewsOf(editor), "/LibraryRules")).toMatchObject({
      overdue: false,
      lastBy: accounts.editor.name,
      lastReviewed: false,
    });
  });

  it("is cleared by one click of reviewed, which the audit log keeps", async () => {
    await untouchedFor("/CMCHistory", 400);
    expect(find(await reviewsOf(editor), "/CMCHistory").overdue).toBe(true);
    // The office role neither sees the review dates nor marks one.
    expect((await office.call("GET", "/reviews")).status).toBe(403);
    expect((await office.call("POST", "/reviews", { subject: "/CMCHistory" })).status).toBe(403);

    const reviewed = await editor.call("POST", "/reviews", { subject: "/CMCHistory" });
    expect(reviewed.status).toBe(200);
    expect(reviewed.json).toMatchObject({
      subject: "/CMCHistory",
      overdue: false,
      lastReviewed: true,
      lastBy: accounts.editor.name,
    });
    expect(find(await reviewsOf(administrator), "/CMCHistory").overdue).toBe(false);

    const logged = await administrator.call("GET", "/audit?record=/CMCHistory&limit=1");
    const [line] = logged.json as unknown as { action: string; actorName: string }[];
    expect(line).toMatchObject({ action: "review", actorName: accounts.editor.name });

    const unknown = await editor.call("POST", "/reviews", { subject: "/NoSuchPage" });
    expect(unknown.status).toBe(404);
    const empty = await editor.call("POST", "/reviews", { subject: " " });
    expect(empty.status).toBe(400);
    expect(empty.json.fields).toEqual({ subject: "Say what was reviewed." });
  });
});

describe("the review dates of kinds of record and the home page", () => {
  let later: { editor: OfficeClient; administrator: OfficeClient; office: OfficeClient };

  beforeAll(async () => {
    // The school's clock eight days after the notices' and the home page's last change (other
    // tests on this database may date theirs ahead): what is reviewed weekly has fallen due.
    const now = await reviewsOf(editor);
    const last = Math.max(
      Date.now(),
      ...["news", "home"].map((subject) => Date.parse(find(now, subject).lastAt)),
    );
    const eightDaysOn = backend.configured({ now: () => new Date(last + 8 * 86_400_000) });
    const copy = (client: OfficeClient) => {
      const moved = new OfficeClient(eightDaysOn.request, "198.51.100.194");
      for (const [name, value] of client.cookies) moved.cookies.set(name, value);
      return moved;
    };
    later = { editor: copy(editor), administrator: copy(administrator), office: copy(office) };
  });

  it("fall due weekly for the notices and the home page, and a review clears only its own", async () => {
    const now = await reviewsOf(editor);
    expect(find(now, "news")).toMatchObject({ kind: "records", every: "week" });
    expect(find(now, "home")).toMatchObject({ kind: "home", every: "week" });
    // The office's own registers are not parts of the site to review.
    expect(now.some((entry) => entry.subject === "certificates")).toBe(false);

    const due = await reviewsOf(later.editor);
    expect(find(due, "news").overdue).toBe(true);
    expect(find(due, "home").overdue).toBe(true);

    const counts = await later.editor.call("GET", "/counts");
    const overdue = counts.json.overdue as Review[];
    expect(overdue.map((entry) => entry.subject)).toEqual(expect.arrayContaining(["home", "news"]));
    expect(overdue.every((entry) => entry.overdue)).toBe(true);
    expect((await later.office.call("GET", "/counts")).json.overdue).toBeUndefined();

    const reviewed = await later.editor.call("POST", "/reviews", { subject: "home" });
    expect(reviewed.json).toMatchObject({ overdue: false, lastReviewed: true });
    const after = await reviewsOf(later.editor);
    expect(find(after, "home").overdue).toBe(false);
    expect(find(after, "news").overdue).toBe(true);
  });

  it("follow the interval an administrator sets, which an editor may not", async () => {
    const refused = await later.editor.call("PUT", "/reviews/interval", {
      subject: "news",
      every: "month",
    });
    expect(refused.status).toBe(403);
    const wrong = await later.administrator.call("PUT", "/reviews/interval", {
      subject: "news",
      every: "fortnight",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ every: "Choose how often." });

    const monthly = await later.administrator.call("PUT", "/reviews/interval", {
      subject: "news",
      every: "month",
    });
    expect(monthly.status).toBe(200);
    expect(monthly.json).toMatchObject({ every: "month", usual: "week", overdue: false });
    const logged = await administrator.call("GET", "/audit?kind=news&limit=1");
    const [line] = logged.json as unknown as { action: string; changes: unknown }[];
    expect(line).toMatchObject({
      action: "set review interval",
      changes: { every: ["week", "month"] },
    });

    // Back to the usual: the school's choice is gone, and the notices are due again.
    const weekly = await later.administrator.call("PUT", "/reviews/interval", {
      subject: "news",
      every: "week",
    });
    expect(weekly.json).toMatchObject({ every: "week", overdue: true });
    const kept = await backend.database.db
      .select()
      .from(t.reviewIntervals)
      .where(eq(t.reviewIntervals.schoolId, schoolId));
    expect(kept).toEqual([]);
  });
});
