import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { site } from "#content/site.ts";
import { desktop, openPage, useBrowser } from "../support/browser.ts";
import { administratorOf, expectAccessible, signIn } from "../support/office-browser.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// The school's settings, changed by an administrator in the office, on a server of its own: its
// administrator sets up the second step here (the shared server's is set up by office.test.ts),
// and no other test sees the school's phone change.
const browser = useBrowser();
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  if (server) await stopServer(server);
});

/** Problems beyond the statuses a refused form answers with (Chrome logs those as errors). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (400|403|409)\b/.test(problem));

const asAdministrator = administratorOf(() => server.url, browser);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const messageBeside = (page: Page, name: string) =>
  page.locator(`[id="field-${name}-error"]`).textContent();

/** A public page's footer, as any visitor receives it. */
async function footerOf(path: string): Promise<string> {
  const html = await (await fetch(server.url + path)).text();
  return /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
}

describe("the school's settings in the office", () => {
  it("an administrator changes a phone number and every page's frame shows it at once", async () => {
    const { page, context, problems } = await asAdministrator();
    await page
      .getByRole("navigation", { name: "Office" })
      .getByRole("link", { name: "Settings" })
      .click();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Settings");
    await expectAccessible(page);
    // The demo school's settings are its content's facts.
    expect(await field(page, "Phone (required)").inputValue()).toBe(site.phones[0]);
    expect(await field(page, "Name (required)").inputValue()).toBe(site.name);

    // Static pages are drawn once and kept: one is drawn before the change, to be drawn again.
    for (const path of ["/", "/ContactUs", "/AboutUs"]) {
      expect(await footerOf(path), path).toContain(site.phones[0]);
    }
    const phone = "+91 98765 43210";
    await field(page, "Phone (required)").fill(phone);
    await page.getByRole("button", { name: "Save the settings" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved");
    expect(await field(page, "Phone (required)").inputValue()).toBe(phone);
    await expectAccessible(page);

    for (const path of ["/", "/ContactUs", "/AboutUs"]) {
      const footer = await footerOf(path);
      expect(footer, path).toContain(phone);
      expect(footer, path).toContain('href="tel:+919876543210"');
      expect(footer, path).not.toContain(site.phones[0]);
    }
    // The header's strip and the contact page's own list show it too.
    const contact = await (await fetch(server.url + "/ContactUs")).text();
    expect(contact.split(phone).length - 1).toBeGreaterThanOrEqual(3);

    // The audit log says what changed, from what to what, and only that.
    await page.goto(`${server.url}/office/audit?kind=settings`);
    const changes = page.getByRole("row").nth(1).getByRole("cell").last();
    expect(await changes.locator("li").count()).toBe(1);
    expect(await changes.locator("del").textContent()).toContain(site.phones[0]);
    expect(await changes.locator("ins").textContent()).toContain(phone);
    expect(await changes.textContent()).not.toContain("[object");
    await expectAccessible(page);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("refuses a wrong phone and an http:// link beside their fields, keeping what was typed, without JavaScript", async () => {
    const { page, context, problems } = await asAdministrator({ javaScriptEnabled: false });
    await page.goto(`${server.url}/office/settings`);
    const typed = {
      "Phone 2": "call the office",
      "Parent portal (required)": "http://parents.example.org",
      "Motto (required)": "Lead on, Kindly Light",
    };
    for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
    await page.getByRole("button", { name: "Save the settings" }).click();

    const summary = page.getByRole("alert");
    expect(await summary.textContent()).toContain("need attention");
    for (const name of ["phones.1", "links.parentPortal"]) {
      expect(await summary.locator(`a[href="#field-${name}"]`).count(), name).toBe(1);
      expect(await messageBeside(page, name), name).toBeTruthy();
      expect(await page.locator(`[id="field-${name}"]`).getAttribute("aria-invalid")).toBe("true");
    }
    expect(await messageBeside(page, "links.parentPortal")).toContain("https://");
    for (const [label, value] of Object.entries(typed)) {
      expect(await field(page, label).inputValue(), label).toBe(value);
    }
    // Nothing was saved: the website still shows the settings as they were.
    expect(await footerOf("/ContactUs")).not.toContain("call the office");
    expect(await (await fetch(server.url + "/")).text()).not.toContain("Lead on, Kindly Light");
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    // axe runs with JavaScript on, on the same refusal.
    const seen = await asAdministrator();
    await seen.page.goto(`${server.url}/office/settings`);
    await field(seen.page, "Phone 2").fill("call the office");
    await seen.page.getByRole("button", { name: "Save the settings" }).click();
    await seen.page.getByRole("alert").waitFor();
    await expectAccessible(seen.page);
    await seen.context.close();
  });

  it("keeps what was typed when someone else saved first, and says what they saved", async () => {
    const { page, context, problems } = await asAdministrator();
    await page.goto(`${server.url}/office/settings`);
    // A colleague saves from another window after this form was opened.
    const other = await context.newPage();
    await other.goto(`${server.url}/office/settings`);
    await field(other, "E-mail (required)").fill("principal@holylamp-amberpur.example");
    await other.getByRole("button", { name: "Save the settings" }).click();
    await other.getByRole("status").waitFor();

    await field(page, "Motto (required)").fill("Kindly Light, lead on");
    await page.getByRole("button", { name: "Save the settings" }).click();
    const alert = page.getByRole("alert");
    expect(await alert.textContent()).toContain("Someone saved the settings");
    expect(await alert.textContent()).toContain("principal@holylamp-amberpur.example");
    expect(await field(page, "Motto (required)").inputValue()).toBe("Kindly Light, lead on");
    await expectAccessible(page);

    // Saving again, knowing both, saves what this form holds.
    await page.getByRole("button", { name: "Save the settings" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved");
    expect(await field(page, "Motto (required)").inputValue()).toBe("Kindly Light, lead on");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("is the administrators' alone: an editor is refused", async () => {
    const { page, context } = await openPage(browser(), desktop);
    await signIn(page, server.url, "editor");
    await page.waitForURL(`${server.url}/office`);
    expect(
      await page
        .getByRole("navigation", { name: "Office" })
        .getByRole("link", { name: "Settings" })
        .count(),
    ).toBe(0);
    const answer = await page.goto(`${server.url}/office/settings`);
    expect(answer?.status()).toBe(403);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Not allowed");
    expect(await page.locator("form input[name='phones.0']").count()).toBe(0);
    await context.close();
  });
});
