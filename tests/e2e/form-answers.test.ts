import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { demoTransferCertificates } from "#content/people.ts";
import { tcMessages } from "#app/tc/tc-fetch.ts";
import { openPage, phone, useBrowser } from "../support/browser.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

// Every form answers where the parent is looking (issue 19): after a submit, with and without
// JavaScript, the success line or the error summary is on screen and has the focus, on a
// phone and on a laptop, and nothing typed is lost. One server of its own, sending e-mail
// through a local SMTP server (for /Subscribe) and trusting X-Forwarded-For, so that each
// visitor here has its own enquiry and lookup limits. What the server answers a form sent
// without JavaScript (the summary, its links, the values kept, where the focus goes) is also
// read from the HTML in tests/pages/form-answers.test.ts; here are the focus and the screen.

const browser = useBrowser();
let server: ServerProcess;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" } });
});
afterAll(async () => {
  if (server) await stopServer(server);
  await smtp?.close();
});

const laptop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const screens = [
  ["a phone", phone],
  ["a laptop", laptop],
] as const;
const ways = [
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const;
const cases = screens.flatMap(([screen, options]) =>
  ways.map(([way, javaScriptEnabled]) => ({ screen, way, options, javaScriptEnabled })),
);

let visitor = 0;
async function visit(options: BrowserContextOptions, javaScriptEnabled: boolean) {
  return openPage(browser(), {
    ...options,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${++visitor}` },
  });
}

/**
 * Submits with the button; where the form is posted (always without JavaScript), waits for the
 * page that answers.
 */
async function submit(page: Page, button: string, posts: boolean) {
  const click = page.getByRole("button", { name: button }).click();
  await (posts ? Promise.all([page.waitForEvent("load"), click]) : click);
}

/** The focused element: its words, and whether all of it is inside the window. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const box = element?.getBoundingClientRect();
    return {
      text: element === document.body ? "" : (element?.textContent ?? "").replace(/\s+/g, " "),
      inView: Boolean(box && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight),
    };
  });

/** Waits until the focused element says `words` and is wholly in sight. */
async function expectFocusedAnswer(page: Page, words: RegExp) {
  await expect.poll(async () => (await focused(page)).text).toMatch(words);
  expect(await focused(page)).toMatchObject({ inView: true });
}

describe.each(cases)("on $screen $way", ({ options, javaScriptEnabled }) => {
  // With JavaScript, a form its script checks first is only posted once the check passes; the
  // certificate is asked for by the script itself.
  const checked = !javaScriptEnabled;

  it("/ContactUs: the error summary, then the success line, is in sight and focused", async () => {
    const { page, context } = await visit(options, javaScriptEnabled);
    await page.goto(`${server.url}/ContactUs`);
    await page.getByLabel("Name*").fill("Asha Verma");
    await page.getByLabel("Email*").fill("asha at example");
    await page.getByLabel("Your Message*").fill("Is there a bus from Sector 9?");
    await submit(page, "Submit", checked);
    // The summary names every wrong field, and links each.
    await expectFocusedAnswer(page, /Email is not valid\..*Phone Number is required\./);
    const links = page.locator("#enquiry-answer a");
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
      "#enquiry-email",
      "#enquiry-phone",
      "#enquiry-subject",
    ]);
    expect(await page.getByLabel("Name*").inputValue()).toBe("Asha Verma");
    expect(await page.getByLabel("Email*").inputValue()).toBe("asha at example");
    expect(await page.getByLabel("Your Message*").inputValue()).toBe(
      "Is there a bus from Sector 9?",
    );

    await page.getByLabel("Email*").fill("asha.verma@example.com");
    await page.getByLabel("Phone No.*").fill("+91 12345 00011");
    await page.getByLabel("Subject*").fill("School bus");
    await submit(page, "Submit", true);
    await expectFocusedAnswer(page, /Successfully/);
    await context.close();
  });

  it("/Tc: the lookup's message is in sight and focused, and the fields keep what was typed", async () => {
    const { page, context } = await visit(options, javaScriptEnabled);
    await page.goto(`${server.url}/Tc`);
    await page.getByLabel("Admission No.").fill(demoTransferCertificates[0]!.admission);
    await submit(page, "View Details", checked);
    await expectFocusedAnswer(page, new RegExp(tcMessages.empty));
    expect(await page.getByLabel("Admission No.").inputValue()).toBe(
      demoTransferCertificates[0]!.admission,
    );

    await page.getByLabel("Student Full Name").fill("Nobody Of This Name");
    await submit(page, "View Details", checked);
    await expectFocusedAnswer(page, new RegExp(tcMessages.wrong));
    expect(await page.getByLabel("Student Full Name").inputValue()).toBe("Nobody Of This Name");
    await context.close();
  });

  it("/Subscribe: the error summary, then 'check your inbox', is in sight and focused", async () => {
    const { page, context } = await visit(options, javaScriptEnabled);
    await page.goto(`${server.url}/Subscribe`);
    const address = `parent.${visitor}@example`;
    await page.getByLabel("Your e-mail address*").fill(address);
    await page.getByLabel("Events").check();
    await submit(page, "Subscribe", true);
    await expectFocusedAnswer(page, /\S/);
    expect(
      await page
        .locator("#subscribe-answer a")
        .evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).hash)),
    ).toEqual(["#subscribe-email"]);
    expect(await page.getByLabel("Your e-mail address*").inputValue()).toBe(address);
    expect(await page.getByLabel("Events").isChecked()).toBe(true);

    await page.getByLabel("Your e-mail address*").fill(`${address}.com`);
    await submit(page, "Subscribe", true);
    await expectFocusedAnswer(page, new RegExp(`${address}\\.com`));
    await context.close();
  });
});

describe("/ContactUs error summary with JavaScript", () => {
  it("takes the focus to a field from its link", async () => {
    const { page, context } = await visit(phone, true);
    await page.goto(`${server.url}/ContactUs`);
    await submit(page, "Submit", false);
    await expectFocusedAnswer(page, /Phone Number is required\./);
    await page.locator("#enquiry-answer").getByRole("link").nth(2).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("enquiry-phone");
    await context.close();
  });
});
