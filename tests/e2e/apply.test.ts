import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, desktop, openPage, phone, useBrowser } from "../support/browser.ts";
import { expectAccessible, signIn } from "../support/office-browser.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { startRazorpayServer, type TestRazorpayServer } from "../support/razorpay-server.ts";
import { signedInAdministrator } from "../support/office-client.ts";

// /Apply on a phone, as a family applies, on a server of its own that sends e-mail: Nursery
// with JavaScript (an age that does not fit the class is said as the date is left, before
// anything is sent), Class XI without it (the server says the cut-off, keeping what was
// typed), a closed tab carried on from the e-mailed link, the number, the acknowledgement PDF,
// and the status by number and date of birth.

const browser = useBrowser();
let server: ServerProcess;
let smtp: TestSmtpServer;
let razorpay: TestRazorpayServer;
let ageOn: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  razorpay = await startRazorpayServer();
  server = await startServer({ env: { SMTP_URL: smtp.url, RAZORPAY_API_BASE: razorpay.url } });
  const admissions = (await (await fetch(`${server.url}/api/admissions/HLCA`)).json()) as {
    ageOn: string;
  };
  ageOn = admissions.ageOn;
});
afterAll(async () => {
  if (server) await stopServer(server);
  await smtp?.close();
  await razorpay?.close();
});

/** A birthday `years` and `days` before the day ages are counted on. */
const bornBefore = (years: number, days = 0) => {
  const on = new Date(`${ageOn}T00:00:00Z`);
  on.setUTCFullYear(on.getUTCFullYear() - years);
  on.setUTCDate(on.getUTCDate() - days);
  return on.toISOString().slice(0, 10);
};

async function pdf() {
  const document = await PDFDocument.create();
  document.addPage().drawText("Certificate", {
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  return {
    name: "certificate.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await document.save()),
  };
}
async function photo() {
  const buffer = await sharp({
    create: { width: 120, height: 160, channels: 3, background: "#6b4226" },
  })
    .jpeg()
    .toBuffer();
  return { name: "photo.jpg", mimeType: "image/jpeg", buffer };
}

/** The first e-mail to `address` whose links include `part`. */
async function linkTo(address: string, part: string) {
  for (let tries = 0; tries < 100; tries++) {
    const link = smtp
      .to(address)
      .flatMap((mail) => mail.links)
      .find((one) => one.includes(part));
    if (link) return link.slice(link.indexOf("http"));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${address} with ${part}:\n${server.output()}`);
}

/** Presses the form's main button and waits for the page it leads to. */
async function press(page: Page) {
  await Promise.all([
    page.waitForEvent("load"),
    page.locator("form[data-apply-form] button[type=submit]").click(),
  ]);
}

const problemOf = (page: Page, name: string) =>
  page.locator(`#apply-${name}-problem`).textContent();

/** Nothing is wider than the screen. */
async function expectWhole(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(
    width,
  );
}

/** axe finds nothing, and nothing is wider than the screen. */
async function expectClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
  await expectWhole(page, what);
}

// The first step is /Apply as any visitor opens it, which axe reads at 320 and 1280 px in both
// languages in the crawl of every route (tests/e2e/accessibility.test.ts); the later steps and
// answers are read here.

async function firstStep(
  page: Page,
  fields: { className: string; dateOfBirth: string; email: string; stream?: string },
) {
  await page.selectOption("#apply-className", fields.className);
  if (fields.stream) await page.selectOption("#apply-stream", fields.stream);
  await page.fill("#apply-childName", "Meera Joseph");
  await page.fill("#apply-dateOfBirth", fields.dateOfBirth);
  await page.getByLabel("Girl").check();
  await page.fill("#apply-email", fields.email);
  await page.fill("#apply-phone", "98765 43210");
}

describe("/Apply on a phone", () => {
  it("takes a Nursery application with JavaScript, checking the age as it is typed", async () => {
    const { page, context } = await openPage(browser(), phone);
    // Once its scripts have settled: before that, the form is checked and sent as without
    // JavaScript.
    await page.goto(`${server.url}/Apply`, { waitUntil: "networkidle" });
    await expectWhole(page, "the first step");
    const email = "meera.nursery@families.test";
    // A day too young: said when the date is left, and the form is not sent.
    await firstStep(page, { className: "Nursery", dateOfBirth: bornBefore(3, -1), email });
    await page.locator("#apply-phone").focus();
    expect(await problemOf(page, "dateOfBirth")).toMatch(/3/);
    await page.locator("form[data-apply-form] button[type=submit]").click();
    expect(new URL(page.url()).search).toBe("");
    expect(await page.locator("#apply-dateOfBirth").getAttribute("aria-invalid")).toBe("true");
    // Class XI's stream is not asked of a Nursery child.
    await page.locator("#apply-stream").waitFor({ state: "hidden" });

    await page.fill("#apply-dateOfBirth", bornBefore(3));
    await press(page);
    expect(page.url()).toContain("resume=");
    await page.fill("#apply-motherName", "Anita Joseph");
    await page.fill("#apply-address", "7 Mall Road, Amberpur");
    await page.fill("#apply-pinCode", "160059");
    await press(page);
    // Nursery asks nothing of a previous school, nor a report card.
    expect(await page.locator("#apply-reportCard").count()).toBe(0);
    await expectClean(page, "the documents step");
    await page.setInputFiles("#apply-birthCertificate", await pdf());
    await page.setInputFiles("#apply-photo", await photo());
    await press(page);
    await expectClean(page, "the last step");
    await page.getByLabel(/agree/i).check();
    await press(page);

    const number = (await page.locator("[data-application-number]").textContent())!.trim();
    expect(number).toMatch(/^\d{4}-NUR-\d{4}$/);
    await expectClean(page, "the sent application");
    // The acknowledgement is a PDF naming the number.
    const href = await page.getByRole("link", { name: /acknowledgement/i }).getAttribute("href");
    const file = await page.request.get(new URL(href!, server.url).href);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // The fee's UPI link carries the number as its note.
    const upi = await page.getByRole("link", { name: /UPI/ }).getAttribute("href");
    expect(upi).toMatch(new RegExp(`^upi://pay\\?.*tn=${number}`));

    await page.goto(`${server.url}/Apply/status`);
    await page.fill("#status-number", number.toLowerCase());
    await page.fill("#status-born", bornBefore(3));
    await Promise.all([
      page.waitForEvent("load"),
      page.locator("main form button[type=submit]").click(),
    ]);
    expect(await page.locator("main dl").textContent()).toContain("Nursery");
    expect(await page.getByRole("heading", { name: number }).count()).toBe(1);
    await expectClean(page, "the status");
    expect(await page.getByRole("link", { name: /UPI/ }).count()).toBe(1);

    // The office books the interaction and marks the fee paid, on a phone too.
    const clerk = await openPage(browser(), phone);
    await signIn(clerk.page, server.url, "office");
    await clerk.page.goto(`${server.url}/office/applications?q=${number}`);
    await expectAccessible(clerk.page);
    await Promise.all([
      clerk.page.waitForEvent("load"),
      clerk.page.getByRole("link", { name: number }).click(),
    ]);
    await clerk.page.selectOption("#state", "booked");
    await clerk.page.fill("#reference", "UTR 412345678901");
    await Promise.all([
      clerk.page.waitForEvent("load"),
      clerk.page.getByRole("button", { name: "Mark fee paid" }).click(),
    ]);
    expect(await clerk.page.getByRole("status").textContent()).toBe("Saved.");
    await expectAccessible(clerk.page);
    await clerk.context.close();

    // The family sees it: the new state, and nothing left to pay.
    await page.reload();
    await page.fill("#status-number", number);
    await page.fill("#status-born", bornBefore(3));
    await Promise.all([
      page.waitForEvent("load"),
      page.locator("main form button[type=submit]").click(),
    ]);
    expect(await page.locator("main dl").textContent()).toMatch(/booked/i);
    expect(await page.getByRole("link", { name: /UPI/ }).count()).toBe(0);
    await context.close();
  });

  it("takes Class XI without JavaScript, carried on after a closed tab from the e-mailed link", async () => {
    const email = "meera.eleven@families.test";
    const first = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    await first.page.goto(`${server.url}/Apply`);
    await firstStep(first.page, {
      className: "XI",
      stream: "Non-Medical",
      dateOfBirth: bornBefore(16),
      email,
    });
    await press(first.page);
    expect(first.page.url()).toContain("resume=");
    // The tab is closed before the next step.
    await first.context.close();

    const link = await linkTo(email, "/Apply?resume=");
    const { page, context } = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    await page.goto(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
    await page.fill("#apply-fatherName", "Thomas Joseph");
    await page.fill("#apply-address", "7 Mall Road, Amberpur");
    await page.fill("#apply-pinCode", "160059");
    await press(page);
    // Under Non-Medical's cut-off: the server says so and keeps every answer.
    await page.fill("#apply-previousSchool", "St. Anne's School");
    await page.fill("#apply-classIXPercent", "82");
    await page.fill("#apply-classXPercent", "68.5");
    await press(page);
    expect(await problemOf(page, "classXPercent")).toMatch(/70%/);
    expect(await page.inputValue("#apply-previousSchool")).toBe("St. Anne's School");
    expect(await page.inputValue("#apply-classXPercent")).toBe("68.5");
    await page.fill("#apply-classXPercent", "74");
    await press(page);
    await page.setInputFiles("#apply-birthCertificate", await pdf());
    await page.setInputFiles("#apply-photo", await photo());
    await page.setInputFiles("#apply-reportCard", await pdf());
    await press(page);
    // Sent without the consent ticked: asked for, nothing lost.
    await press(page);
    expect(await problemOf(page, "consent")).toBeTruthy();
    await page.getByLabel(/agree/i).check();
    await press(page);
    const number = (await page.locator("[data-application-number]").textContent())!.trim();
    expect(number).toMatch(/^\d{4}-XI-\d{4}$/);
    await context.close();
  });

  it("pays the fee online on Razorpay's page and comes back to the application, paid", async () => {
    const administrator = await signedInAdministrator((path, init) =>
      fetch(server.url + path, init),
    );
    const saved = await administrator.call("PUT", "/channels/razorpay", {
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      webhookSecret: "e2e-razorpay-webhook",
    });
    expect(saved.status).toBe(200);
    const { webhooks } = (await administrator.call("GET", "/channels")).json as {
      webhooks: { razorpay: string };
    };
    razorpay.setLinkWebhook({
      url: `${server.url}${webhooks.razorpay}`,
      secret: "e2e-razorpay-webhook",
    });

    // A family who applied on a phone without JavaScript.
    const { page, context } = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    // A step that cannot happen fails in seconds, naming itself (with room for the other lane).
    page.setDefaultTimeout(30_000);
    await page.goto(`${server.url}/Apply`);
    await firstStep(page, {
      className: "Nursery",
      dateOfBirth: bornBefore(3, 20),
      email: "meera.online@families.test",
    });
    await press(page);
    await page.fill("#apply-motherName", "Anita Joseph");
    await page.fill("#apply-address", "7 Mall Road, Amberpur");
    await page.fill("#apply-pinCode", "160059");
    await press(page);
    await page.setInputFiles("#apply-birthCertificate", await pdf());
    await page.setInputFiles("#apply-photo", await photo());
    await press(page);
    await page.getByLabel(/agree/i).check();
    await press(page);
    const number = (await page.locator("[data-application-number]").textContent())!.trim();

    // To Razorpay's page, paid there, and back.
    await Promise.all([
      page.waitForURL(`${razorpay.url}/**`),
      page.getByRole("link", { name: /Pay online/ }).click(),
    ]);
    await Promise.all([
      page.waitForURL(`${server.url}/Apply?**`),
      page.getByRole("button", { name: /Pay/ }).click(),
    ]);
    expect(page.url()).toContain("&paid");
    expect(await page.getByRole("status").textContent()).toBeTruthy();
    expect(await page.getByRole("link", { name: /UPI/ }).count()).toBe(0);
    expect(razorpay.links.find((one) => one.reference_id === number)?.status).toBe("paid");
    // axe needs the page's JavaScript, which this family has off: the sent page is checked above.
    await context.close();
  });

  it("shows the steps whole at 1280 px too", async () => {
    const { page, context } = await openPage(browser(), desktop);
    await page.goto(`${server.url}/Apply`);
    await expectWhole(page, "the first step at 1280 px");
    await context.close();
  });
});
