import { expect } from "vitest";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { demoAccounts } from "#demo/office-accounts.ts";
import { axeViolations, desktop, openPage } from "./browser.ts";
import { unusedTotp } from "./totp.ts";

/** The demo school's office accounts by role. */
export const account = Object.fromEntries(demoAccounts("HLCA").map((a) => [a.role, a])) as Record<
  "administrator" | "editor" | "office",
  ReturnType<typeof demoAccounts>[number]
>;

/** Signs in at the office's own sign-in page, as a member of staff does. */
export async function signIn(page: Page, baseUrl: string, role: keyof typeof account) {
  // A step that cannot happen fails in seconds, naming itself, rather than at the test's limit.
  page.setDefaultTimeout(10_000);
  await page.goto(`${baseUrl}/office`);
  expect(new URL(page.url()).pathname).toBe("/office/sign-in");
  await page.getByLabel("Email").fill(account[role].email);
  await page.getByLabel("Password").fill(account[role].password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Staff of the server at `baseUrl` signed in once per role for a file: a role's first page signs
 * in at the sign-in page, as `signIn` does, and keeps that sign-in's cookies; each later page
 * opens with them at the office's home, where a sign-in leaves one. (A test about signing in
 * calls `signIn` itself; a role with the second step on has `administratorOf`.)
 */
export function staffOf(baseUrl: string | (() => string), browser: () => Browser) {
  const signedIn = new Map<"editor" | "office", BrowserContextOptions["storageState"]>();
  return async (role: "editor" | "office", options: BrowserContextOptions = desktop) => {
    const base = typeof baseUrl === "string" ? baseUrl : baseUrl();
    const kept = signedIn.get(role);
    const opened = await openPage(browser(), { ...options, storageState: kept });
    const { page, context } = opened;
    if (kept) {
      page.setDefaultTimeout(10_000);
      await page.goto(`${base}/office`);
      expect(new URL(page.url()).pathname, `the ${role}'s kept sign-in`).toBe("/office");
    } else {
      await signIn(page, base, role);
      // The cookies are kept once the answer that sets them has come.
      await page.waitForURL((url) => url.pathname !== "/office/sign-in");
      signedIn.set(role, await context.storageState());
    }
    return opened;
  };
}

/**
 * axe finds nothing on the page as it stands, at 1280 and at 375 px, and nothing is wider than
 * the screen. The page names no script but the office's own five (uploads as they are chosen,
 * photos dragged into order, files chosen from the library, a published item's message copied,
 * a page's writing checks as one types): every office page is a form that works without them.
 */
export async function expectAccessible(page: Page) {
  const scripts = await page
    .locator("script")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? "inline"));
  for (const src of scripts)
    expect(src, page.url()).toMatch(
      /^\/assets\/(upload|photo-order|library-pick|share-item|page-checks)\.browser-[\w-]+\.js$/,
    );
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${page.url()} at ${width}px`).toEqual([]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${page.url()} at ${width}px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The administrator of a server of a test's own, signed in with both steps in a fresh browser
 * page: the first call sets up the second step as the administrator does at a first sign-in,
 * later calls reuse that sign-in's cookies. (The shared server's administrator is set up by
 * tests/e2e/office.test.ts.)
 */
export function administratorOf(baseUrl: () => string, browser: () => Browser) {
  let signedIn: BrowserContextOptions["storageState"];
  return async (options: BrowserContextOptions = {}) => {
    const opened = await openPage(browser(), { ...desktop, ...options, storageState: signedIn });
    if (signedIn) return opened;
    const { page, context } = opened;
    await signIn(page, baseUrl(), "administrator");
    await page.getByLabel("Your password").fill(account.administrator.password);
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = (await page.locator("text=Key:").locator("span").textContent())!.trim();
    await page.getByLabel("Code", { exact: true }).fill(await unusedTotp(secret));
    await page.getByRole("button", { name: "Turn on the second step" }).click();
    await page.getByRole("status").waitFor();
    signedIn = await context.storageState();
    return opened;
  };
}
