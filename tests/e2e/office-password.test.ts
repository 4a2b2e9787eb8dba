import { describe, expect, it, onTestFinished } from "vitest";
import { desktop, openPage, phone, useBrowser } from "../support/browser.ts";
import { account, expectAccessible, signIn } from "../support/office-browser.ts";
import { startServer, stopServer } from "../support/server-process.ts";
import { startSmtpServer } from "../support/smtp-server.ts";

const browser = useBrowser();

/** Problems beyond the statuses a refused form answers with (Chrome logs those as errors). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (400)\b/.test(problem));

describe("changing one's own password in the office", () => {
  it("a clerk changes it without JavaScript, and her other sign-in ends", async () => {
    // A server of its own: the demo clerk's password changes, which the other files sign in with.
    const own = await startServer();
    onTestFinished(async () => {
      await stopServer(own);
    });
    const baseUrl = own.url;
    const elsewhere = await openPage(browser(), desktop);
    await signIn(elsewhere.page, baseUrl, "office");
    expect(new URL(elsewhere.page.url()).pathname).toBe("/office");

    const { page, context, problems } = await openPage(browser(), {
      ...phone,
      javaScriptEnabled: false,
    });
    await signIn(page, baseUrl, "office");
    await page.getByRole("link", { name: "Change your password" }).click();
    expect(new URL(page.url()).pathname).toBe("/office/password");
    const change = async (current: string, next: string, again = next) => {
      await page.getByLabel("Current password").fill(current);
      await page.getByLabel("New password", { exact: true }).fill(next);
      await page.getByLabel("New password again").fill(again);
      await page.getByRole("button", { name: "Change my password" }).click();
    };

    await change(account.office.password, "password12");
    expect(await page.getByRole("alert").textContent()).toMatch(/easy to guess/);
    await change(account.office.password, "monsoon kettle ladder", "monsoon kettle ladders");
    expect(await page.getByRole("alert").textContent()).toMatch(/not the same/);
    await change("not my password", "monsoon kettle lantern violet");
    expect(await page.getByRole("alert").textContent()).toMatch(/current password/);

    await change(account.office.password, "monsoon kettle lantern violet");
    expect(new URL(page.url()).pathname).toBe("/office");
    expect(await page.getByRole("status").textContent()).toMatch(/password is changed/);
    // Still signed in here; the other computer is signed out.
    await page.goto(`${baseUrl}/office/password`);
    expect(new URL(page.url()).pathname).toBe("/office/password");
    await elsewhere.page.goto(`${baseUrl}/office`);
    expect(new URL(elsewhere.page.url()).pathname).toBe("/office/sign-in");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
    await elsewhere.context.close();

    // The new password signs in; the page passes axe (which needs JavaScript).
    const again = await openPage(browser(), desktop);
    await again.page.goto(`${baseUrl}/office/sign-in`);
    await again.page.getByLabel("Email").fill(account.office.email);
    await again.page.getByLabel("Password").fill("monsoon kettle lantern violet");
    await again.page.getByRole("button", { name: "Sign in" }).click();
    expect(new URL(again.page.url()).pathname).toBe("/office");
    await again.page.getByRole("link", { name: "Password" }).first().click();
    await expectAccessible(again.page);
    await again.context.close();
  });
});

describe("a forgotten password", () => {
  it("an editor asks for a link on her phone, sets a new password with it and signs in", async () => {
    // A server of its own, with a real SMTP server: the demo editor's password changes.
    const smtp = await startSmtpServer();
    const own = await startServer({ env: { SMTP_URL: smtp.url } });
    onTestFinished(async () => {
      await stopServer(own);
      await smtp.close();
    });
    const baseUrl = own.url;
    const { page, context, problems } = await openPage(browser(), {
      ...phone,
      javaScriptEnabled: false,
    });
    page.setDefaultTimeout(10_000);
    await page.goto(`${baseUrl}/office/sign-in`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByLabel("Email").fill(account.editor.email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    expect(await page.getByRole("status").textContent()).toMatch(/If an account .* has this/);
    expect(await page.getByLabel("Email").inputValue()).toBe(account.editor.email);

    await expect
      .poll(() => smtp.to(account.editor.email).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const link = smtp
      .to(account.editor.email)[0]!
      .links.find((href) => href.includes("/office/reset-password?token="))!;
    const token = new URL(link).searchParams.get("token")!;
    await page.goto(`${baseUrl}/office/reset-password?token=${encodeURIComponent(token)}`);
    const set = async (password: string, again = password) => {
      await page.getByLabel("New password", { exact: true }).fill(password);
      await page.getByLabel("New password again").fill(again);
      await page.getByRole("button", { name: "Set my password" }).click();
    };
    await set("harmonium pebble lantern", "harmonium pebble lanterns");
    expect(await page.getByRole("alert").textContent()).toMatch(/not the same/);
    await set("harmonium pebble lantern violet");
    expect(new URL(page.url()).pathname).toBe("/office/sign-in");
    expect(await page.getByRole("status").textContent()).toMatch(/new password is set/);

    await page.getByLabel("Email").fill(account.editor.email);
    await page.getByLabel("Password").fill("harmonium pebble lantern violet");
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(new URL(page.url()).pathname).toBe("/office");
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    // The pages pass axe (which needs JavaScript).
    const seen = await openPage(browser(), desktop);
    await seen.page.goto(`${baseUrl}/office/forgot-password`);
    await expectAccessible(seen.page);
    await seen.page.goto(`${baseUrl}/office/reset-password?token=${encodeURIComponent(token)}`);
    await expectAccessible(seen.page);
    await seen.context.close();
  });
});
