import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  goodPassword,
  notice,
  OfficeClient,
  signedIn,
  signedInAdministrator,
} from "../support/office-client.ts";
import { runMailJobs } from "../support/mail-jobs.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// Approval (issue 41): a contributor drafts and submits; an approver publishes it, or sends it
// back with a comment that the contributor reads above their form and in an e-mail. Nothing of
// it is on the site before. The setting is the school's: where administrators approve, an
// editor submits too. Every step is in the audit log.

let backend: TestBackend;
let administrator: OfficeClient;
let editor: OfficeClient;
let contributor: OfficeClient;
let smtp: TestSmtpServer;
const contributorEmail = "teacher.contributor@hlca.demo.example";

beforeAll(async () => {
  backend = await testBackend();
  smtp = await startSmtpServer();
  administrator = await signedInAdministrator(backend.request, "198.51.100.150");
  editor = await signedIn(backend.request, "editor", "198.51.100.151");
});
afterAll(async () => {
  // The test database is shared with other files: the school goes back to no approval.
  await administrator?.call("PUT", "/approvals/setting", { approval: "none" });
  await smtp?.close();
});

const sendMail = () =>
  runMailJobs(backend.database.db, smtp.url, ["approval-mail"], "https://school.test");

/** What the public list of notices shows now. */
async function onSite(title: string) {
  const answer = await backend.request(`/api/news/all/${schoolCode}`);
  return ((await answer.json()) as { title: string }[]).some((item) => item.title === title);
}

/** The record's history: its lines of the audit log. */
async function auditOf(recordId: string) {
  const record = await editor.call("GET", `/records/news/${recordId}`);
  return record.json.history as { action: string }[];
}

describe("approval before publishing", () => {
  it("makes no contributor while nobody approves", async () => {
    const made = await administrator.call("POST", "/accounts", {
      name: "Ritu Contributor",
      email: contributorEmail,
      role: "contributor",
      password: goodPassword,
    });
    expect(made.status).toBe(400);
    expect(made.json.fields).toHaveProperty("role");
  });

  it("lets a contributor submit, and an editor approve it onto the site", async () => {
    expect(
      (await administrator.call("PUT", "/approvals/setting", { approval: "editors" })).status,
    ).toBe(200);
    const made = await administrator.call("POST", "/accounts", {
      name: "Ritu Contributor",
      email: contributorEmail,
      role: "contributor",
      password: goodPassword,
    });
    expect(made.status).toBe(201);
    contributor = new OfficeClient(backend.request, "198.51.100.152");
    expect((await contributor.signIn(contributorEmail, goodPassword)).status).toBe(200);

    // Published straight away: refused, and nothing is saved.
    const title = "Winter uniform from 1 December";
    const direct = await contributor.call("POST", "/records/news", notice(title));
    expect(direct.status).toBe(403);
    const draft = await contributor.call(
      "POST",
      "/records/news",
      notice(title, { status: "draft" }),
    );
    expect(draft.status).toBe(201);
    const id = String(draft.json.id);

    const submitted = await contributor.call("POST", "/approvals", { kind: "news", id });
    expect(submitted.status).toBe(201);
    expect(submitted.json).toMatchObject({ state: "pending", title });
    // A contributor cannot approve their own.
    const own = await contributor.call("POST", `/approvals/${submitted.json.id}/approve`, {});
    expect(own.status).toBe(403);
    expect(await onSite(title)).toBe(false);

    const queue = await editor.call("GET", "/approvals");
    expect(queue.json.approver).toBe(true);
    const waiting = (queue.json.submissions as { id: string; title: string }[]).find(
      (s) => s.title === title,
    );
    expect(waiting?.id).toBe(submitted.json.id);

    const approved = await editor.call("POST", `/approvals/${waiting!.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(await onSite(title)).toBe(true);
    const record = await editor.call("GET", `/records/news/${id}`);
    expect(record.json.status).toBe("published");
    expect(record.json).not.toHaveProperty("approval");
    // Gone from the queue; the contributor can no longer change what is on the site.
    const after = await contributor.call("GET", "/approvals");
    expect((after.json.submissions as { item: string }[]).some((s) => s.item === id)).toBe(false);
    const change = await contributor.call("PUT", `/records/news/${id}`, {
      ...notice(title, { status: "draft" }),
      version: record.json.version,
    });
    expect(change.status).toBe(403);

    await sendMail();
    const [mail] = smtp
      .to(contributorEmail)
      .filter((m) => m.parsed.subject === `Approved: ${title}`);
    expect(mail).toBeDefined();
    expect(mail!.links.some((link) => link.endsWith(`/office/records/news/${id}`))).toBe(true);

    const actions = (await auditOf(id)).map((line) => line.action);
    expect(actions).toEqual(expect.arrayContaining(["create", "submit", "update", "approve"]));
  });

  it("sends a submission back with a comment the contributor sees, then takes it again", async () => {
    const title = "Sports day heats";
    const draft = await contributor.call(
      "POST",
      "/records/news",
      notice(title, { status: "draft" }),
    );
    const id = String(draft.json.id);
    const submitted = await contributor.call("POST", "/approvals", { kind: "news", id });

    const empty = await editor.call("POST", `/approvals/${submitted.json.id}/return`, {
      comment: " ",
    });
    expect(empty.status).toBe(400);
    expect(empty.json.fields).toHaveProperty("comment");
    const comment = "Give the date and the time the heats begin.";
    const back = await editor.call("POST", `/approvals/${submitted.json.id}/return`, { comment });
    expect(back.status).toBe(200);

    // Above the contributor's form, and in their e-mail; still a draft, not on the site.
    const record = await contributor.call("GET", `/records/news/${id}`);
    expect(record.json.status).toBe("draft");
    expect(record.json.approval).toMatchObject({
      state: "returned",
      comment,
      decidedBy: "Demo Editor",
    });
    expect(await onSite(title)).toBe(false);
    await sendMail();
    const [mail] = smtp
      .to(contributorEmail)
      .filter((m) => m.parsed.subject === `Sent back to you: ${title}`);
    expect(mail?.parsed.text).toContain(comment);

    // A sent-back item cannot be approved until it is submitted again.
    expect((await editor.call("POST", `/approvals/${submitted.json.id}/approve`, {})).status).toBe(
      404,
    );
    const saved = await contributor.call("PUT", `/records/news/${id}`, {
      ...notice(title, { status: "draft", description: "Heats begin 9 a.m., 2 December." }),
      version: record.json.version,
    });
    expect(saved.status).toBe(200);
    const again = await contributor.call("POST", "/approvals", { kind: "news", id });
    expect(again.json).toMatchObject({ state: "pending", comment: "" });
    const scheduled = await editor.call("POST", `/approvals/${again.json.id}/approve`, {
      publishAt: "2030-01-06T09:00",
    });
    expect(scheduled.status).toBe(200);
    const now = await editor.call("GET", `/records/news/${id}`);
    expect(now.json).toMatchObject({ status: "published", state: "scheduled" });
    expect((await auditOf(id)).map((line) => line.action)).toEqual(
      expect.arrayContaining(["send back", "approve and schedule"]),
    );
  });

  it("holds a page's draft until it is approved", async () => {
    const page = await contributor.call("GET", "/pages/MiddleSchool");
    expect(page.status).toBe(200);
    const document = page.json.document as { heading: string };
    const publish = await contributor.call("PUT", "/pages/MiddleSchool", {
      document,
      status: "published",
      basedOn: page.json.newest,
    });
    expect(publish.status).toBe(403);
    const saved = await contributor.call("PUT", "/pages/MiddleSchool", {
      document: { ...document, heading: `${document.heading} 2027` },
      status: "draft",
      basedOn: page.json.newest,
    });
    expect(saved.status).toBe(200);
    const submitted = await contributor.call("POST", "/approvals", {
      kind: "page",
      path: "/MiddleSchool",
      language: "en",
    });
    expect(submitted.status).toBe(201);
    expect((await contributor.call("GET", "/pages/MiddleSchool")).json.approval).toMatchObject({
      state: "pending",
    });
    const approved = await administrator.call(
      "POST",
      `/approvals/${submitted.json.id}/approve`,
      {},
    );
    expect(approved.status).toBe(200);
    const after = await editor.call("GET", "/pages/MiddleSchool");
    const newest = (after.json.versions as { number: number; status: string; note: string }[])[0]!;
    expect(newest).toMatchObject({ status: "published", note: `approval of ${saved.json.number}` });
    expect(after.json.document).toMatchObject({ heading: `${document.heading} 2027` });
  });

  it("leaves the queue once an approver publishes or deletes the item by hand", async () => {
    const ids: string[] = [];
    for (const title of ["Annual day rehearsal", "Old bus timings"]) {
      const draft = await contributor.call(
        "POST",
        "/records/news",
        notice(title, { status: "draft" }),
      );
      ids.push(String(draft.json.id));
      expect(
        (await contributor.call("POST", "/approvals", { kind: "news", id: draft.json.id })).status,
      ).toBe(201);
    }
    const [published, deleted] = ids as [string, string];
    const record = await editor.call("GET", `/records/news/${published}`);
    expect(record.json.approval).toMatchObject({ state: "pending" });
    const saved = await editor.call("PUT", `/records/news/${published}`, {
      ...notice("Annual day rehearsal"),
      version: record.json.version,
    });
    expect(saved.status).toBe(200);
    expect((await editor.call("DELETE", `/records/news/${deleted}`, {})).status).toBe(200);
    const queue = await editor.call("GET", "/approvals");
    const waiting = (queue.json.submissions as { item: string }[]).map((s) => s.item);
    expect(waiting).not.toContain(published);
    expect(waiting).not.toContain(deleted);
  });

  it("holds an editor's work too where administrators approve", async () => {
    try {
      await administrator.call("PUT", "/approvals/setting", { approval: "administrators" });
      const title = "Library hours in the winter";
      expect((await editor.call("POST", "/records/news", notice(title))).status).toBe(403);
      const draft = await editor.call("POST", "/records/news", notice(title, { status: "draft" }));
      const submitted = await editor.call("POST", "/approvals", {
        kind: "news",
        id: draft.json.id,
      });
      expect(submitted.status).toBe(201);
      expect((await editor.call("GET", "/approvals")).json.approver).toBe(false);
      expect(
        (await editor.call("POST", `/approvals/${submitted.json.id}/approve`, {})).status,
      ).toBe(403);
      expect(
        (await administrator.call("POST", `/approvals/${submitted.json.id}/approve`, {})).status,
      ).toBe(200);
      expect(await onSite(title)).toBe(true);
    } finally {
      await administrator.call("PUT", "/approvals/setting", { approval: "editors" });
    }
  });
});
