import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPage, phone, useBrowser } from "../support/browser.ts";
import { administratorOf, expectAccessible, signIn } from "../support/office-browser.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// Approval as a school meets it (issue 41), on a server of its own so that no other test sees
// the setting: the administrator chooses who approves and makes a contributor's account; the
// contributor, on a phone, submits a notice; an editor sends it back with a comment, which the
// contributor reads above their form; submitted again, it is approved and on the site.
const browser = useBrowser();
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  if (server) await stopServer(server);
});

const asAdministrator = administratorOf(() => server.url, browser);
const contributor = {
  email: "anita.contributor@hlca.demo.example",
  password: "kettle violet monsoon ladder",
};

async function signInContributor(page: Page) {
  page.setDefaultTimeout(10_000);
  await page.goto(`${server.url}/office/sign-in`);
  await page.getByLabel("Email").fill(contributor.email);
  await page.getByLabel("Password").fill(contributor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: /Welcome/ }).waitFor();
}

describe("approval before publishing, in the office", () => {
  it("takes a contributor's notice through sending back and approval onto the site", async () => {
    const { page: admin, context: adminContext } = await asAdministrator();
    await admin.goto(`${server.url}/office/approvals`);
    await admin.getByLabel(/^Editors and administrators approve/).check();
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByRole("status").waitFor();
    await admin.goto(`${server.url}/office/accounts`);
    const form = admin.locator("form:has(#field-role)");
    await form.getByLabel("Name").fill("Anita Contributor");
    await form.getByLabel("Email").fill(contributor.email);
    await form.getByLabel("Role").selectOption("contributor");
    await form.getByLabel("First password").fill(contributor.password);
    await form.getByRole("button").click();
    await admin.getByRole("status").filter({ hasText: contributor.email }).waitFor();
    await adminContext.close();

    const title = "Winter uniform from 1 December";
    const { page: writer, context: writerContext } = await openPage(browser(), phone);
    const { page: editor, context: editorContext } = await openPage(browser(), phone);
    try {
      await signInContributor(writer);
      await writer.goto(`${server.url}/office/records/news/new`);
      // No way to publish: only to save a draft or submit it.
      expect(await writer.getByRole("button", { name: "Publish" }).count()).toBe(0);
      await writer.getByLabel("Title").fill(title);
      await writer.getByRole("button", { name: "Submit for approval" }).click();
      await writer.getByRole("status").filter({ hasText: "Submitted for approval" }).waitFor();
      const itemUrl = writer.url().replace(/\?.*$/, "");
      expect(
        (await fetch(`${server.url}/api/news/all/HLCA`).then((r) => r.text())).includes(title),
      ).toBe(false);

      await signIn(editor, server.url, "editor");
      await editor.goto(`${server.url}/office/approvals`);
      const waiting = editor.getByRole("listitem").filter({ hasText: title });
      await expectAccessible(editor);
      const comment = "Say which classes change uniform, and from which day.";
      await waiting.getByLabel("What to change").fill(comment);
      await waiting.getByRole("button", { name: "Send back" }).click();
      await editor.getByRole("status").filter({ hasText: "Sent back" }).waitFor();

      // Above the contributor's form, with who sent it back.
      await writer.goto(itemUrl);
      const sentBack = writer.getByRole("region", { name: /^Sent back by Demo Editor/ });
      expect(await sentBack.textContent()).toContain(comment);
      await expectAccessible(writer);
      await writer.getByLabel("Description").fill("Classes I to XII, from Monday 1 December.");
      await writer.getByRole("button", { name: "Submit for approval" }).click();
      await writer.getByRole("status").filter({ hasText: "Submitted for approval" }).waitFor();

      await editor.goto(`${server.url}/office/approvals`);
      await editor
        .getByRole("listitem")
        .filter({ hasText: title })
        .getByRole("button", { name: "Approve" })
        .click();
      await editor.getByRole("status").filter({ hasText: "Approved" }).waitFor();
      expect(
        (await fetch(`${server.url}/api/news/all/HLCA`).then((r) => r.text())).includes(title),
      ).toBe(true);

      // On the site, it is an approver's: the contributor's form no longer saves it.
      await writer.goto(itemUrl);
      expect(await writer.getByRole("button", { name: "Submit for approval" }).count()).toBe(0);
      expect(await writer.getByRole("button", { name: "Save as draft" }).count()).toBe(0);
    } finally {
      await writerContext.close();
      await editorContext.close();
    }
  });
});
