import { beforeAll, describe, expect, it } from "vitest";
import { action, loader as reviewsPage } from "#app/office/routes/reviews.tsx";
import { loader as dashboard } from "#app/office/routes/dashboard.tsx";
import type { Review } from "#contracts/reviews.ts";
import { signedIn, signedInAdministrator, type OfficeClient } from "../support/office-client.ts";
import { cookieOf, routeCalls } from "../support/route-calls.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";

// The office's home lists what is due for review (issue 41, point 3), and one click of
// "Reviewed, no changes" clears it there; an administrator sets how often on the review dates'
// page, which an editor sees without that choice.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
let administrator: OfficeClient;
let pages: ReturnType<typeof routeCalls>;

beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.195");
  office = await signedIn(backend.request, "office", "198.51.100.196");
  administrator = await signedInAdministrator(backend.request, "198.51.100.197");
  // The school's clock nine days after the events' last change (other tests on this database
  // may date theirs ahead): the events, reviewed weekly, have fallen due.
  const reviews = (await editor.call("GET", "/reviews")).json as unknown as Review[];
  const events = reviews.find((review) => review.subject === "events")!;
  const last = Math.max(Date.now(), Date.parse(events.lastAt));
  const later = backend.configured({ now: () => new Date(last + 9 * 86_400_000) });
  pages = routeCalls({ ...backend, app: later.app });
});

const overdueOnHome = async (client: OfficeClient) => {
  const home = await pages.load(dashboard, "/office", "/office", { cookie: cookieOf(client) });
  expect(home.status).toBe(200);
  const { counts } = home.data as { counts?: { overdue?: Review[] } };
  return counts?.overdue;
};

describe("what is due for review, on the office's home", () => {
  it("is listed for an editor and cleared by one click", async () => {
    const before = await overdueOnHome(editor);
    expect(before?.find((review) => review.subject === "events")).toMatchObject({
      title: "Events",
      overdue: true,
    });

    const clicked = await pages.act(action, "/office/reviews", "/office/reviews", {
      cookie: cookieOf(editor),
      form: { intent: "review", subject: "events", back: "/office" },
    });
    expect(clicked.location).toBe("/office?done=reviewed");
    const after = await overdueOnHome(editor);
    expect(after?.some((review) => review.subject === "events")).toBe(false);
  });

  it("is not the office role's to see or to clear", async () => {
    expect(await overdueOnHome(office)).toBeUndefined();
    const refused = await pages.act(action, "/office/reviews", "/office/reviews", {
      cookie: cookieOf(office),
      form: { intent: "review", subject: "videos", back: "/office" },
    });
    expect(refused.status).toBe(403);
  });
});

describe("the review dates' page", () => {
  it("offers the interval to administrators only, and an editor's choice is refused", async () => {
    const asEditor = await pages.load(reviewsPage, "/office/reviews", "/office/reviews", {
      cookie: cookieOf(editor),
    });
    expect(asEditor.data).toMatchObject({ administrator: false });
    const asAdministrator = await pages.load(reviewsPage, "/office/reviews", "/office/reviews", {
      cookie: cookieOf(administrator),
    });
    expect(asAdministrator.data).toMatchObject({ administrator: true });
    const reviews = (asAdministrator.data as { reviews: Review[] }).reviews;
    // Every page of the site and every kind it shows is there, overdue first.
    expect(reviews.some((review) => review.subject === "/Feestructure")).toBe(true);
    const firstNotDue = reviews.findIndex((review) => !review.overdue);
    expect(reviews.slice(firstNotDue).every((review) => !review.overdue)).toBe(true);

    const refused = await pages.act(action, "/office/reviews", "/office/reviews", {
      cookie: cookieOf(editor),
      form: { intent: "interval", subject: "videos", every: "week", back: "/office/reviews" },
    });
    expect(refused.status).toBe(403);
    const set = await pages.act(action, "/office/reviews", "/office/reviews", {
      cookie: cookieOf(administrator),
      form: { intent: "interval", subject: "videos", every: "quarter", back: "/office/reviews" },
    });
    expect(set.location).toBe("/office/reviews?done=interval");
    const wrong = await pages.act(action, "/office/reviews", "/office/reviews", {
      cookie: cookieOf(administrator),
      form: { intent: "interval", subject: "videos", every: "daily", back: "/office/reviews" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toEqual({ error: "Choose how often." });
    // The usual again, as the demo had it.
    await pages.act(action, "/office/reviews", "/office/reviews", {
      cookie: cookieOf(administrator),
      form: { intent: "interval", subject: "videos", every: "month", back: "/office/reviews" },
    });
  });
});
