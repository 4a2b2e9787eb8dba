import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { site } from "#content/site.ts";
import { demoAccounts } from "#demo/office-accounts.ts";
import {
  axeViolations,
  desktop,
  useBrowser,
  openPage,
  patiently,
  phone,
} from "../support/browser.ts";
import { useProxiedWebsite } from "../support/proxy-backend.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// The contact page end to end on its own server, so the office's inbox can show what was
// stored; a second website reads a backend that refuses every enquiry, to see a failed send.
const browser = useBrowser();
let website: ServerProcess;

const { override, website: broken } = useProxiedWebsite(inject("baseUrl"));
override.current = (path) =>
  path.startsWith("/api/form/") ? { status: 503, body: { error: "down" } } : undefined;

beforeAll(async () => {
  website = await startServer({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => {
  if (website) await stopServer(website);
});

// Each test is its own visitor (the server trusts X-Forwarded-For as behind a declared proxy),
// so the per-visitor limit of 5 enquiries never gets in the way.
let visitor = 0;
const as = (options: BrowserContextOptions = desktop): BrowserContextOptions => ({
  ...options,
  extraHTTPHeaders: { "X-Forwarded-For": `192.0.2.${++visitor}` },
});

const labels = ["Name*", "Email*", "Phone No.*", "Subject*", "Your Message*"] as const;
const messages = [
  "Name is required.",
  "Email is required.",
  "Phone Number is required.",
  "Subject is required.",
  "Message is required.",
];
const typed = {
  "Name*": "Harpreet Kaur",
  "Email*": "harpreet.parent@example.com",
  "Phone No.*": "+91 12345 00000",
  "Subject*": "Nursery admission 2026-27",
  "Your Message*": "When will the Nursery interaction session be held?",
};

async function fill(page: Page, values: Partial<Record<(typeof labels)[number], string>>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}
const submit = (page: Page) => page.getByRole("button", { name: "Submit" }).click();
const valuesOf = (page: Page) =>
  Promise.all(labels.map((label) => page.getByLabel(label, { exact: true }).inputValue()));
const errorOf = async (page: Page, label: string) => {
  const field = page.getByLabel(label, { exact: true });
  const id = await field.getAttribute("aria-describedby");
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
};

/** The enquiries as the demo school's office clerk reads them in the inbox. */
async function stored(): Promise<{ subject: string; name: string }[]> {
  const clerk = demoAccounts("HLCA").find((account) => account.role === "office")!;
  const signIn = await fetch(`${website.url}/api/office/HLCA/session`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": "198.51.100.99",
      Origin: website.url,
    },
    body: JSON.stringify({ email: clerk.email, password: clerk.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const response = await fetch(`${website.url}/api/office/HLCA/enquiries`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { subject: string; name: string }[];
}

describe("/ContactUs", () => {
  it("shows the address, phones, e-mail, the labelled form and the map", async () => {
    const { page, context, problems } = await openPage(browser(), as());
    await page.goto(website.url + "/ContactUs");
    expect(await page.title()).toBe(`Contact Us - ${site.titleName}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Contact Us");
    const address = page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(site.address.lines[0]!) });
    expect(await address.getAttribute("href")).toBe(site.address.mapsUrl);
    expect(await address.getAttribute("target")).toBe("_blank");
    for (const number of site.phones) {
      expect(await page.getByRole("main").getByRole("link", { name: number }).count()).toBe(1);
    }
    await page
      .getByRole("main")
      .getByRole("link", { name: site.email })
      .first()
      .waitFor({ state: "visible" });
    for (const label of labels) {
      await page.getByLabel(label, { exact: true }).waitFor({ state: "visible" });
    }
    expect(await page.getByLabel("Your Message*").evaluate((el) => el.tagName.toLowerCase())).toBe(
      "textarea",
    );
    const honeypot = page.getByLabel("Leave this field empty");
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.getAttribute("autocomplete")).toBe("off");
    // Present for screen readers, but clipped to one pixel on screen.
    expect((await honeypot.locator("..").boundingBox())!.width).toBeLessThanOrEqual(1);
    const map = page.getByRole("main").locator("details");
    expect(await map.locator("summary img").getAttribute("src")).toBe("/images/map-preview.svg");
    expect(await map.locator("iframe").getAttribute("loading")).toBe("lazy");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("on an empty submit shows the five messages and sends nothing", async () => {
    const { page, context, problems } = await openPage(browser(), as());
    await page.goto(website.url + "/ContactUs");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await submit(page);
    await page.getByText("Message is required.").first().waitFor();
    for (const [i, label] of labels.entries()) {
      expect(await errorOf(page, label)).toBe(messages[i]);
      expect(await page.getByLabel(label, { exact: true }).getAttribute("aria-invalid")).toBe(
        "true",
      );
    }
    // The error summary has the focus, a link to each wrong field in the form's order.
    const summary = page.locator(":focus");
    expect(
      await summary.getByRole("link").evaluateAll((all) => all.map((a) => a.textContent)),
    ).toEqual(messages);
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("says 'Email is not valid.' and clears a field's error as it is edited", async () => {
    const { page, context } = await openPage(browser(), as());
    await page.goto(website.url + "/ContactUs");
    await fill(page, { ...typed, "Email*": "harpreet at example" });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await submit(page);
    await page.getByText("Email is not valid.").first().waitFor();
    expect(await errorOf(page, "Email*")).toBe("Email is not valid.");
    expect(await errorOf(page, "Name*")).toBeNull();
    expect(posts).toEqual([]);

    await page.getByLabel("Email*").pressSequentially("x");
    expect(await page.getByText("Email is not valid.").count()).toBe(0);
    expect(await page.getByLabel("Email*").getAttribute("aria-invalid")).toBeNull();

    // Only the edited field's error goes.
    await page.getByLabel("Name*").fill("");
    await page.getByLabel("Subject*").fill("");
    await submit(page);
    await page.getByText("Subject is required.").first().waitFor();
    await page.getByLabel("Name*").fill("H");
    await expect.poll(() => page.getByText("Name is required.").count(), patiently).toBe(0);
    expect(await errorOf(page, "Subject*")).toBe("Subject is required.");
    await context.close();
  });

  it("sends a valid enquiry, shows the success message, empties the form and stores it", async () => {
    const { page, context, problems } = await openPage(browser(), as());
    await page.goto(website.url + "/ContactUs");
    const subject = `With JavaScript ${Date.now()}`;
    await fill(page, { ...typed, "Subject*": subject });
    await submit(page);
    await page.getByRole("status").getByText("Your Form Submitted Successfully.").waitFor();
    expect(await valuesOf(page)).toEqual(["", "", "", "", ""]);
    expect((await stored())[0]).toMatchObject({ subject, name: typed["Name*"] });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps nothing a robot puts in the honeypot, while telling it that it worked", async () => {
    const { page, context } = await openPage(browser(), as());
    await page.goto(website.url + "/ContactUs");
    const subject = `Robot ${Date.now()}`;
    await fill(page, { ...typed, "Subject*": subject });
    await page.getByLabel("Leave this field empty").fill("https://spam.example");
    await submit(page);
    await page.getByRole("status").getByText("Your Form Submitted Successfully.").waitFor();
    expect((await stored()).some((row) => row.subject === subject)).toBe(false);
    await context.close();
  });

  it("tells the visitor when sending failed, how to reach the school, and keeps the form", async () => {
    const { page, context } = await openPage(browser(), as());
    await page.goto(broken.url + "/ContactUs");
    await fill(page, typed);
    await submit(page);
    const alert = page.getByRole("alert");
    await alert.getByText(/could not be sent/).waitFor();
    expect(await alert.textContent()).toContain(site.phones[0]);
    expect(await alert.textContent()).toContain(site.email);
    expect(await alert.getByRole("link", { name: site.phones[0] }).getAttribute("href")).toMatch(
      /^tel:\+91/,
    );
    expect(await valuesOf(page)).toEqual(Object.values(typed));
    expect(await page.getByText("Your Form Submitted Successfully.").count()).toBe(0);
    await context.close();
  });

  it("shows the wait message once a visitor has sent five enquiries", async () => {
    const { page, context } = await openPage(browser(), as());
    for (let i = 0; i < 5; i++) {
      await page.goto(website.url + "/ContactUs");
      await fill(page, { ...typed, "Subject*": `Rate ${i}` });
      await submit(page);
      await page.getByRole("status").getByText("Your Form Submitted Successfully.").waitFor();
    }
    await fill(page, typed);
    await submit(page);
    await page
      .getByRole("alert")
      .getByText(/several messages in a short time/)
      .waitFor();
    expect(await page.getByRole("alert").textContent()).toContain(site.phones[0]);
    expect(await valuesOf(page)).toEqual(Object.values(typed));
    await context.close();
  });

  it("works without JavaScript: the same field messages, then the same success", async () => {
    const { page, context } = await openPage(
      browser(),
      as({ ...desktop, javaScriptEnabled: false }),
    );
    await page.goto(website.url + "/ContactUs");
    await fill(page, { "Name*": "Asha", "Email*": "asha at example" });
    await submit(page);
    await page.waitForLoadState();
    expect(await errorOf(page, "Email*")).toBe("Email is not valid.");
    expect(await errorOf(page, "Phone No.*")).toBe("Phone Number is required.");
    expect(await errorOf(page, "Subject*")).toBe("Subject is required.");
    expect(await errorOf(page, "Your Message*")).toBe("Message is required.");
    expect(await errorOf(page, "Name*")).toBeNull();
    // What was typed comes back with the messages.
    expect(await page.getByLabel("Name*").inputValue()).toBe("Asha");

    const subject = `Without JavaScript ${Date.now()}`;
    await fill(page, { ...typed, "Subject*": subject });
    await submit(page);
    await page.getByRole("status").getByText("Your Form Submitted Successfully.").waitFor();
    expect(await valuesOf(page)).toEqual(["", "", "", "", ""]);
    expect((await stored())[0]).toMatchObject({ subject });
    await context.close();
  });

  it("has no axe violation with errors shown and after success, at 1280 and 375 px", async () => {
    for (const options of [desktop, phone]) {
      const { page, context } = await openPage(browser(), as(options));
      await page.goto(website.url + "/ContactUs");
      await submit(page);
      await page.getByText("Message is required.").first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await fill(page, typed);
      await submit(page);
      await page.getByRole("status").getByText("Your Form Submitted Successfully.").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
