import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import {
  axeViolations,
  desktop,
  openPage,
  patiently,
  phone,
  useBrowser,
} from "../support/browser.ts";
import { expectAccessible, signIn } from "../support/office-browser.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

// /Subscribe without JavaScript on a server of its own that sends through a local SMTP server:
// a refused form keeps what was typed, the confirmation e-mail's link and button confirm, the
// unsubscribe page's button ends it, and the office sees and removes the address. The shared
// server has no SMTP server, so there the page says that e-mail updates are not available.

const browser = useBrowser();
let server: ServerProcess;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ env: { SMTP_URL: smtp.url, DIGEST_TIME: "18:30" } });
});
afterAll(async () => {
  if (server) await stopServer(server);
  await smtp?.close();
});

const email = "kiran.parent@example.com";

/** The first message to `address`, once the server's worker has sent it. */
async function mailTo(address: string) {
  for (let tries = 0; tries < 100; tries++) {
    const [mail] = smtp.to(address);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail came to ${address}:\n${server.output()}`);
}

/** A link of an e-mail (to the site's public address) opened on this test's server. */
const onServer = (link: string) => {
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
};

const errorOf = async (page: Page, label: string) => {
  const id = await page.getByLabel(label).getAttribute("aria-describedby");
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
};

describe("/Subscribe on a server that sends e-mail", () => {
  it("keeps what was typed on an error, then sends a confirmation that the button confirms", async () => {
    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    await page.goto(`${server.url}/Subscribe`);
    await page.getByLabel("Your e-mail address*").fill("kiran.parent@example");
    await page.getByLabel("Events").check();
    await page.getByLabel("One e-mail a day with everything new").check();
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect(await errorOf(page, "Your e-mail address*")).toBeTruthy();
    expect(await page.getByLabel("Your e-mail address*").inputValue()).toBe("kiran.parent@example");
    await expect.poll(() => page.getByLabel("Events").isChecked(), patiently).toBe(true);
    await expect.poll(() => page.getByLabel("Notices").isChecked(), patiently).toBe(false);
    await expect
      .poll(() => page.getByLabel("One e-mail a day with everything new").isChecked(), patiently)
      .toBe(true);

    await page.getByLabel("Your e-mail address*").fill(email);
    await page.getByLabel("Notices").check();
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: email }).count())
      .toBeGreaterThan(0);

    const confirmation = await mailTo(email);
    const link = confirmation.links.find((href) => href.includes("/Subscribe?confirm="));
    expect(link).toBeTruthy();
    // Opening the link confirms nothing by itself (mail scanners open links).
    await page.goto(onServer(link!));
    await page.getByRole("button", { name: "Confirm" }).click();
    const done = page.getByRole("status").filter({ hasText: "You are subscribed" });
    expect(await done.textContent()).toContain("Notices, Events, in one e-mail a day");
    await context.close();
  });

  it("has no axe violation, empty, refused and on its landing pages, at 1280 and 375 px", async () => {
    for (const options of [desktop, phone]) {
      const { page, context } = await openPage(browser(), options);
      const width = options.viewport!.width;
      const check = async (what: string) => {
        expect(await axeViolations(page), `${what} at ${width}px`).toEqual([]);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${what} at ${width}px`).toBeLessThanOrEqual(width);
      };
      await page.goto(`${server.url}/Subscribe`);
      await check("the form");
      await page.getByRole("button", { name: "Subscribe" }).click();
      // The field's message (and the error summary's link to it).
      await page.getByText("Choose at least one kind of update.").first().waitFor();
      await check("the refused form");
      await page.goto(`${server.url}/Subscribe?confirm=${"a".repeat(32)}`);
      await check("the confirmation");
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.getByRole("alert").filter({ hasText: "not valid" }).waitFor();
      await check("a wrong confirmation");
      await page.goto(`${server.url}/Subscribe?unsubscribe=${"a".repeat(32)}`);
      await check("the unsubscribe page");
      await context.close();
    }
  });

  it("lets the office see the address and remove it; its unsubscribe link then says so", async () => {
    const { page, context } = await openPage(browser(), desktop);
    await signIn(page, server.url, "office");
    await page.goto(`${server.url}/office/subscriptions`);
    const row = page.getByRole("row").filter({ hasText: email });
    expect(await row.textContent()).toContain("Receiving");
    await expectAccessible(page);
    await row.getByRole("button", { name: `Remove ${email}` }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "was removed" }).count())
      .toBe(1);
    expect(await page.getByRole("row").filter({ hasText: email }).count()).toBe(0);

    const token = new URL((await mailTo(email)).links[0]!).searchParams.get("confirm");
    await page.goto(`${server.url}/Subscribe?unsubscribe=${token}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "not valid" }).count(), patiently)
      .toBe(1);
    await context.close();
  });

  it("ends a subscription with the unsubscribe page's button", async () => {
    const other = "dev.parent@example.com";
    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    await page.goto(`${server.url}/Subscribe`);
    await page.getByLabel("Your e-mail address*").fill(other);
    await page.getByLabel("Circulars and datesheets").check();
    await page.getByRole("button", { name: "Subscribe" }).click();
    const token = new URL((await mailTo(other)).links[0]!).searchParams.get("confirm");
    await page.goto(`${server.url}/Subscribe?confirm=${token}`);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.goto(`${server.url}/Subscribe?unsubscribe=${token}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "You are unsubscribed" }).count())
      .toBe(1);
    await context.close();
  });
});

describe("the e-mails' one-click unsubscribe (RFC 8058)", () => {
  it("ends a subscription when a mail program POSTs to List-Unsubscribe, not when it is opened", async () => {
    const address = "one.click@example.com";
    const form = (fields: Record<string, string>, query = "") =>
      fetch(`${server.url}/Subscribe${query}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const subscribe = () =>
      form({ intent: "subscribe", email: address, topics: "notices", frequency: "immediate" });
    expect((await subscribe()).status).toBe(200);
    const token = new URL((await mailTo(address)).links[0]!).searchParams.get("confirm")!;
    expect((await form({ intent: "confirm", token })).status).toBe(200);
    // Asked again, the address is told by e-mail what it receives, with the list's headers.
    expect((await subscribe()).status).toBe(200);
    await expect.poll(() => smtp.to(address).length).toBe(2);
    const reminder = smtp.to(address)[1]!;
    const header = (name: string) =>
      reminder.parsed.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/^[^:]+:\s*/, "")
        .replace(/\r?\n\s+/g, " ");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = onServer(/^<([^>]+)>$/.exec(header("list-unsubscribe") ?? "")![1]!);

    // Opened, it only shows the page with its button.
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Unsubscribe</button>");
    expect((await form({ intent: "confirm", token })).status).toBe(200);

    // POSTed as RFC 8058 says: no cookie, no sign-in, no button.
    const oneClick = await fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const confirmedAgain = await form({ intent: "confirm", token }, `?confirm=${token}`);
    expect(confirmedAgain.status).toBe(400);
    expect(await confirmedAgain.text()).toContain("This address was unsubscribed");
  });
});

describe("/Subscribe where no SMTP server is set", () => {
  it("says e-mail updates are not available and offers no address field", async () => {
    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    await page.goto(`${inject("baseUrl")}/Subscribe`);
    expect(await page.getByRole("status").filter({ hasText: "not available" }).count()).toBe(1);
    expect(await page.getByLabel("Your e-mail address*").count()).toBe(0);
    // Notifications, which need JavaScript, say so.
    expect(await page.getByRole("button", { name: "Turn on notifications" }).count()).toBe(0);
    await context.close();
  });

  it("still offers notifications where the browser can show them", async () => {
    const { page, context } = await openPage(browser(), phone);
    await page.goto(`${inject("baseUrl")}/Subscribe`);
    expect(await page.getByRole("status").filter({ hasText: "not available" }).count()).toBe(1);
    await page.getByRole("button", { name: "Turn on notifications" }).waitFor();
    expect(await page.getByLabel("Your e-mail address*").count()).toBe(0);
    await page.getByRole("checkbox", { name: "IX-A" }).waitFor({ state: "visible" });
    await context.close();
  });
});
