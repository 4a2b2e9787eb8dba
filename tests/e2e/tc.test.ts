import fs from "node:fs";
import { describe, expect, inject, it } from "vitest";
import type { Download, Page } from "playwright-core";
import { demoTransferCertificates } from "#content/people.ts";
import {
  axeViolations,
  desktop,
  useBrowser,
  openPage,
  patiently,
  phone,
} from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const demo = demoTransferCertificates.find((tc) => tc.file === "pdf")!;
const admission = (page: Page) => page.getByLabel("Admission No.");
const name = (page: Page) => page.getByLabel("Student Full Name");
const viewDetails = (page: Page) => page.getByRole("button", { name: "View Details" });
const alert = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });

async function startsWithPdf(download: Download): Promise<boolean> {
  const file = await download.path();
  return fs.readFileSync(file).subarray(0, 5).toString("latin1") === "%PDF-";
}

describe("/Tc with JavaScript", () => {
  it("shows the form, its placeholders and the sample certificate", async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(baseUrl + "/Tc");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Transfer Certificate",
    );
    expect(await admission(page).getAttribute("placeholder")).toBe("Admission Number");
    expect(await name(page).getAttribute("placeholder")).toBe("Student Name");
    const frame = page.locator("iframe[title='Sample Transfer Certificate']");
    expect(await frame.getAttribute("height")).toBe("300");
    expect(await frame.getAttribute("src")).toMatch(/SAMPLE_TC\.pdf#toolbar=0$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("downloads the certificate as tc.pdf for the demo credentials", async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(baseUrl + "/Tc");
    await admission(page).fill(demo.admission);
    await name(page).fill(`  ${demo.name.toUpperCase()} `);
    const downloading = page.waitForEvent("download");
    await viewDetails(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("tc.pdf");
    expect(await startsWithPdf(download)).toBe(true);
    // The loading state clears once the file is saved.
    await expect.poll(() => viewDetails(page).isEnabled(), patiently).toBe(true);
    expect(await alert(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows 'Wrong credentials', with a loading state meanwhile, and clears it on edit", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/Tc");
    await admission(page).fill(demo.admission);
    await name(page).fill("Someone Else");
    // Hold the answer back to see the loading state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/tc/**", async (route) => {
      await held;
      await route.continue();
    });
    await viewDetails(page).click();
    const busy = page.getByRole("button", { name: "Please wait…" });
    await busy.waitFor();
    await expect.poll(() => busy.isDisabled(), patiently).toBe(true);
    expect(await busy.getAttribute("aria-busy")).toBe("true");
    release();
    await alert(page).waitFor();
    expect(await alert(page).textContent()).toBe("Wrong credentials");
    await expect.poll(() => viewDetails(page).isEnabled(), patiently).toBe(true);
    await name(page).fill("Someone Els");
    await expect.poll(() => alert(page).count()).toBe(0);
    await context.close();
  });

  it("says 'Please fill in all fields' and sends nothing when a field is empty", async () => {
    const { page, context } = await openPage(browser());
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/tc/") || request.method() === "POST") {
        calls.push(request.url());
      }
    });
    await page.goto(baseUrl + "/Tc");
    await viewDetails(page).click();
    await alert(page).waitFor();
    expect(await alert(page).textContent()).toBe("Please fill in all fields");
    await admission(page).fill(demo.admission);
    await expect.poll(() => alert(page).count()).toBe(0);
    await name(page).fill("   ");
    await viewDetails(page).click();
    await alert(page).waitFor();
    expect(await alert(page).textContent()).toBe("Please fill in all fields");
    expect(calls).toEqual([]);
    await context.close();
  });

  it("shows the distinct try-again message when the service cannot be reached", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/Tc");
    await page.route("**/api/tc/**", (route) => route.abort("connectionrefused"));
    await admission(page).fill(demo.admission);
    await name(page).fill(demo.name);
    await viewDetails(page).click();
    await alert(page).waitFor();
    expect(await alert(page).textContent()).toMatch(/could not be reached.*try again/);
    await expect.poll(() => viewDetails(page).isEnabled(), patiently).toBe(true);
    await context.close();
  });

  it("has no axe violation with an error shown, at 1280 and 375 px", async () => {
    for (const options of [desktop, phone]) {
      const { page, context, problems } = await openPage(browser(), options);
      await page.goto(baseUrl + "/Tc");
      await viewDetails(page).click();
      await alert(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await admission(page).fill("0000/0000");
      await name(page).fill("Nobody Here");
      await viewDetails(page).click();
      await alert(page).filter({ hasText: "Wrong credentials" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The browser logs the lookup's 404 answer itself; nothing else may go wrong.
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
      await context.close();
    }
  });
});

describe("/Tc without JavaScript", () => {
  it("posts the form and answers with the certificate as tc.pdf", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + "/Tc");
    await admission(page).fill(demo.admission);
    await name(page).fill(demo.name.toLowerCase());
    const downloading = page.waitForEvent("download");
    await viewDetails(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("tc.pdf");
    expect(await startsWithPdf(download)).toBe(true);
    await context.close();
  });

  it("shows the error line and keeps the fields for wrong credentials or empty fields", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + "/Tc");
    await admission(page).fill(demo.admission);
    await name(page).fill("Someone Else");
    // The answer opens at its message (the form's action names it).
    await Promise.all([page.waitForURL(baseUrl + "/Tc#tc-error"), viewDetails(page).click()]);
    await page.waitForLoadState();
    expect(await alert(page).textContent()).toBe("Wrong credentials");
    expect(await admission(page).inputValue()).toBe(demo.admission);
    expect(await name(page).inputValue()).toBe("Someone Else");

    await name(page).fill("");
    await viewDetails(page).click();
    await page.waitForLoadState();
    await alert(page).filter({ hasText: "Please fill in all fields" }).waitFor();
    await context.close();
  });
});
