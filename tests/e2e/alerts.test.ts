import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, desktop, openPage, phone, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/office-browser.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// An alert shows on every page of the site, so it is posted on a server of its own: no other
// test sees a banner it did not expect.
const browser = useBrowser();
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  if (server) await stopServer(server);
});

/** The home page, a kept static page and a list page, as any visitor without JavaScript gets them. */
const pathsToCheck = ["/", "/AboutUs", "/News"];

/** The alerts region of a page's HTML as the server sends it, or "" when there is none. */
async function alertsOn(path: string): Promise<string> {
  const html = await (await fetch(server.url + path)).text();
  return /<section aria-label="School alerts"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
}

/** A `datetime-local` value for the school's clock (Asia/Kolkata), minutes from now. */
function schoolTime(minutesFromNow: number): string {
  const at = new Date(Date.now() + minutesFromNow * 60_000 + 5.5 * 3_600_000);
  return at.toISOString().slice(0, 16);
}

describe("an emergency alert", () => {
  it("an editor posts it, every page shows it without JavaScript, and it is gone at its take-down time", async () => {
    // Static pages are drawn once and kept: these are drawn before the alert, to be drawn again.
    for (const path of pathsToCheck) expect(await alertsOn(path), path).toBe("");

    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    await signIn(page, server.url, "editor");
    await page
      .getByRole("navigation", { name: "Office" })
      .getByRole("link", { name: "Alerts" })
      .click();
    await page.getByRole("link", { name: "Add an alert" }).click();

    // An alert must end: without a take-down time it is refused, keeping what was typed.
    const title = "School closed today due to heavy rain";
    await page.getByLabel("Alert (required)").fill(title);
    await page.getByLabel("Severity (required)").selectOption("emergency");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => page.getByText("Take down at is required").count()).toBeGreaterThan(0);
    expect(await page.getByLabel("Alert (required)").inputValue()).toBe(title);

    await page.getByLabel("Take down at", { exact: false }).fill(schoolTime(24 * 60));
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved and published");

    for (const path of pathsToCheck) {
      const region = await alertsOn(path);
      expect(region, path).toContain(title);
      expect(region, path).toContain('data-severity="emergency"');
    }

    // Seen as a visitor sees it, at both widths: on top of the page, readable, axe clean.
    const visitor = await openPage(browser(), phone);
    await visitor.page.goto(server.url + "/AboutUs");
    const banner = visitor.page.getByRole("region", { name: "School alerts" });
    expect(await banner.textContent()).toContain(title);
    const top = await banner.evaluate((node) => node.getBoundingClientRect().top);
    expect(top).toBeLessThan(5);
    await expectAccessibleVisitor(visitor.page);
    await visitor.context.close();

    // Its take-down time moved to a minute ago: the next visitor no longer sees it.
    await page.getByLabel("Take down at", { exact: false }).fill(schoolTime(-1));
    await page.getByRole("button", { name: "Publish" }).click();
    // The answer's page may still be arriving: waited for, not read once.
    await page.getByText("Taken down").first().waitFor({ state: "visible" });
    for (const path of pathsToCheck) expect(await alertsOn(path), path).toBe("");
    await context.close();
  });
});

async function expectAccessibleVisitor(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${page.url()} at ${width}px`).toEqual([]);
  }
}
