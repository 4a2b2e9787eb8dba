import { describe, expect, inject, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { desktop, openPage, patiently, phone, useBrowser } from "../support/browser.ts";
import { account, expectAccessible, signIn, staffOf } from "../support/office-browser.ts";
import { unusedTotp } from "../support/totp.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
/** The editor signs in once for the file; the administrator's sign-ins are what is tested. */
const asStaff = staffOf(baseUrl, browser);

// The office is plain forms, so it works the same without JavaScript: the clerk's test runs
// with JavaScript off (axe needs it on), and the only script a page may name is the upload one.

async function pdfFile(title: string) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(title, { x: 50, y: 780, size: 18, font });
  return {
    name: "holiday-notice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await pdf.save()),
  };
}

/** Problems beyond the statuses a refused form answers with (Chrome logs those as errors). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (400|403|409)\b/.test(problem));

let administratorSecret: string | undefined;

/** The cookies of a member of staff signed in through the office API, as the pages take them. */
async function cookiesOf(role: "editor" | "office" | "administrator") {
  const jar = new Map<string, string>();
  const call = async (path: string, body: object) => {
    const response = await fetch(`${baseUrl}/api/office/HLCA${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        // As the browser says where its own calls come from; the API refuses writes without.
        Origin: baseUrl,
        Cookie: [...jar].map(([n, v]) => `${n}=${v}`).join("; "),
      },
      body: JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(";")[0]!.split("=") as [string, string];
      jar.set(name, value);
    }
    return (await response.json()) as { next?: string };
  };
  const answer = await call("/session", {
    email: account[role]!.email,
    password: account[role]!.password,
  });
  if (answer.next === "second-factor") {
    await call("/session/second-factor", { code: await unusedTotp(administratorSecret!) });
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join("; ");
}

const publicTitles = async (path: string) =>
  ((await (await fetch(`${baseUrl}${path}`)).json()) as { title: string }[]).map((i) => i.title);

describe("the school office in a browser", () => {
  it("an editor publishes a notice with a PDF, sees it on the site, edits it and takes it down", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    expect(new URL(page.url()).pathname).toBe("/office");
    await expectAccessible(page);

    await page
      .getByRole("link", { name: /Notices and news/ })
      .first()
      .click();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Add a notice or news item" }).click();
    await expectAccessible(page);

    // A refused save keeps everything typed. (Spaces pass the browser's own check.)
    const title = `School closed for Guru Nanak Jayanti ${Date.now()}`;
    await page.getByLabel("Title (required)").fill("   ");
    await page.getByLabel("Description").fill("The school remains closed on Monday.");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Title is required.");
    expect(await page.getByLabel("Description").inputValue()).toBe(
      "The school remains closed on Monday.",
    );
    await expectAccessible(page);

    await page.getByLabel("Title (required)").fill(title);
    await page.getByRole("button", { name: "Preview" }).click();
    expect(await page.getByRole("region", { name: "Preview" }).textContent()).toContain(title);
    await expectAccessible(page);

    await page.locator("#upload-attachments").setInputFiles(await pdfFile(title));
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved and published");
    await expectAccessible(page);
    const recordUrl = page.url();

    // On the Notice Board, with its PDF served as a PDF; on the home ticker; in the API.
    await page.goto(`${baseUrl}/NoticeBoard`);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect.poll(() => card.count()).toBe(1);
    const href = await card
      .getByRole("link", { name: /^Notice \(PDF, \d+ KB\)/ })
      .getAttribute("href");
    expect(href).toMatch(/\/api\/image\/office\/\d{4}\/[\w-]+\.pdf$/);
    const pdf = await fetch(new URL(href!, baseUrl));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    await page.goto(`${baseUrl}/`);
    expect(await page.locator("body").textContent()).toContain(title);
    expect(await publicTitles("/api/news/all/HLCA")).toContain(title);

    // Edited: the site shows the new words at once.
    await page.goto(recordUrl);
    await page.getByLabel("Title (required)").fill(`${title} (revised)`);
    await page.getByRole("button", { name: "Publish" }).click();
    expect(await publicTitles("/api/news/all/HLCA")).toContain(`${title} (revised)`);

    // Taken down a minute ago: gone from the page, the home ticker and the API.
    const past = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Asia/Kolkata",
      dateStyle: "short",
      timeStyle: "short",
    })
      .format(new Date(Date.now() - 60_000))
      .replace(" ", "T");
    await page.getByLabel("Take down at").fill(past);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Taken down").first().waitFor({ state: "visible" });
    expect(await publicTitles("/api/news/all/HLCA")).not.toContain(`${title} (revised)`);
    await page.goto(`${baseUrl}/NoticeBoard`);
    expect(await page.locator("main").textContent()).not.toContain(title);
    await page.goto(`${baseUrl}/`);
    expect(await page.locator("body").textContent()).not.toContain(title);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("a clerk on a phone schedules a notice: told when it goes up, and it is not on the site before", async () => {
    const { page, context, problems } = await asStaff("editor", phone);
    await page.goto(`${baseUrl}/office/records/news/new`);
    const title = `Winter uniform from Monday ${Date.now()}`;
    await page.getByLabel("Shown on (required)").selectOption("NoticeBoard");
    await page.getByLabel("Title (required)").fill(title);
    await page.getByLabel("Date (required)").fill("2099-01-04");
    await page.getByLabel("Publish at").fill("2099-01-04T08:00");
    await page.getByRole("button", { name: "Publish" }).click();
    const status = page.getByRole("status");
    expect(await status.textContent()).toContain("it goes on the site on 4 Jan 2099, 8:00");
    expect(await status.textContent()).not.toContain("published");
    await expect
      .poll(() => page.getByText("Scheduled", { exact: true }).count(), patiently)
      .toBe(1);
    await expectAccessible(page);
    expect(await publicTitles("/api/news/all/HLCA")).not.toContain(title);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("an administrator sets up the second step, then reads accounts and the audit log", async () => {
    const { page, context, problems } = await openPage(browser(), desktop);
    await signIn(page, baseUrl, "administrator");
    expect(new URL(page.url()).pathname).toBe("/office/second-factor");
    await page.getByLabel("Your password").fill(account.administrator!.password);
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = (await page.locator("text=Key:").locator("span").textContent())!.trim();
    administratorSecret = secret;
    await expect
      .poll(
        () => page.getByRole("list", { name: "Recovery codes" }).locator("li").count(),
        patiently,
      )
      .toBe(10);
    await expectAccessible(page);
    await page.getByLabel("Code", { exact: true }).fill(await unusedTotp(secret));
    await page.getByRole("button", { name: "Turn on the second step" }).click();
    expect(await page.getByRole("status").textContent()).toContain("The second step is on");

    await page.getByRole("link", { name: "Accounts" }).first().click();
    await expect
      .poll(() => page.getByRole("cell", { name: account.editor!.email }).count(), patiently)
      .toBe(1);
    await expectAccessible(page);
    // A refused account keeps its name and e-mail in the form.
    await page.getByLabel("Name").fill("Anita Verma");
    await page.getByLabel("Email").fill(account.editor!.email);
    await page.getByLabel("First password").fill("a-long-first-password");
    await page.getByRole("button", { name: "Make the account" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("cannot be used");
    expect(await page.getByLabel("Name").inputValue()).toBe("Anita Verma");

    await page.getByRole("link", { name: "Audit log" }).first().click();
    await expect.poll(() => page.getByRole("row").count(), patiently).toBeGreaterThan(1);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Enquiries" }).first().click();
    await expectAccessible(page);

    // A key for another system, shown once.
    await page.getByRole("link", { name: "API keys" }).first().click();
    await page.getByLabel("Which system it is for").fill("School ERP");
    await page.getByRole("button", { name: "Make the key" }).click();
    const key = (await page.getByRole("status").locator("p").nth(1).textContent())!.trim();
    expect(key).toMatch(/^sk_/);
    const called = await fetch(`${baseUrl}/api/office/HLCA/records/news`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(called.status).toBe(200);
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("the office answers enquiries: marks one handled with a note, replies by e-mail and downloads the CSV", async () => {
    const subject = `Fee concession enquiry ${Date.now()}`;
    const sent = await fetch(`${baseUrl}/api/form/HLCA/enquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Harpreet Kaur",
        email: "harpreet@example.com",
        phone: "98140 12345",
        subject,
        message: "Is there a sibling concession?",
      }),
    });
    expect(sent.status).toBe(201);
    const { page, context, problems } = await openPage(browser(), {
      ...phone,
      javaScriptEnabled: false,
    });
    page.setDefaultTimeout(10_000);
    await signIn(page, baseUrl, "office");
    await page
      .getByRole("link", { name: /Enquiries/ })
      .first()
      .click();
    const enquiry = page.getByRole("article").filter({ hasText: subject });
    await enquiry.getByLabel("Note for colleagues").fill("Called back: 10% for the second child.");
    await enquiry.getByRole("button", { name: "Mark handled" }).click();
    const handled = page.getByRole("article").filter({ hasText: subject });
    expect(await handled.textContent()).toContain("Handled");
    expect(await handled.getByLabel("Note for colleagues").inputValue()).toBe(
      "Called back: 10% for the second child.",
    );

    // A reply written in the office: an empty one is refused and its box stays open; one with
    // words is kept under the enquiry, on its way to the family.
    await handled.getByText("Reply by e-mail to harpreet@example.com").click();
    await handled.getByRole("button", { name: "Send reply" }).click();
    const refusedReply = page.getByRole("article").filter({ hasText: subject });
    expect(await refusedReply.getByRole("alert").textContent()).toBe("Write the reply first.");
    const box = refusedReply.getByLabel("Your reply");
    await box.waitFor({ state: "visible" });
    await box.fill("Dear Mrs Kaur,\n\nYes: 10% off the second child's tuition fee.");
    await refusedReply.getByRole("button", { name: "Send reply" }).click();
    const replied = page.getByRole("article").filter({ hasText: subject });
    expect(await replied.getByRole("status").textContent()).toContain("Your reply is on its way");
    expect(await replied.textContent()).toMatch(
      /Replied .* by Demo Office · (waiting to be sent|sent)/,
    );
    expect(await replied.textContent()).toContain("10% off the second child's tuition fee");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const csvHref = await page.getByRole("link", { name: "Download as CSV" }).getAttribute("href");
    const cookies = await context.cookies();
    const csv = await fetch(new URL(csvHref!, baseUrl), {
      headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain(subject);

    // The office role publishes nothing.
    const notAllowed = await page.goto(`${baseUrl}/office/records/news`);
    expect(notAllowed?.status()).toBe(403);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("signs in with the second step by keyboard alone", async () => {
    expect(
      administratorSecret,
      "the administrator's test above sets up the second step",
    ).toBeDefined();
    const { page, context, problems } = await openPage(browser(), desktop);
    page.setDefaultTimeout(10_000);
    await page.goto(`${baseUrl}/office`);
    await expectAccessible(page);
    // Tab to each field in order, type, and press Enter to send.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field-email");
    await page.keyboard.type(account.administrator!.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(account.administrator!.password);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/office\/second-step/);
    await expectAccessible(page);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field-code");
    await page.keyboard.type(await unusedTotp(administratorSecret!));
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/office`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Welcome");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("answers every office page for each role as the API allows it", async () => {
    expect(
      administratorSecret,
      "the administrator's test above sets up the second step",
    ).toBeDefined();
    const everyone = [
      "/office/records/staff",
      "/office/records/staff/new",
      "/office",
      "/office/second-factor",
      "/office/password",
      "/office/search",
      "/office/search?q=fees",
    ];
    const publishers = [
      "/office/records/news",
      "/office/records/messages/new",
      "/office/records/albums/new",
      "/office/import/toppers",
      "/office/pages",
      "/office/pages/SchoolFees",
      "/office/reviews",
      "/office/reads",
      "/office/approvals",
    ];
    const clerks = [
      "/office/enquiries",
      "/office/enquiries.csv",
      "/office/applications",
      "/office/applications.csv",
      "/office/applications/statement",
      "/office/applications/merit",
      "/office/admission-settings",
      "/office/records/certificates",
      "/office/records/certificates/new",
      "/office/import/certificates",
      "/office/certificate-downloads",
      "/office/records/consents",
      "/office/records/consents/new",
    ];
    const administrators = [
      "/office/accounts",
      "/office/audit",
      "/office/access-log",
      "/office/access-log.csv",
      "/office/api-keys",
      "/office/settings",
      "/office/disclosure",
      "/office/archive",
      "/office/archive.tar",
    ];
    const allowed = {
      editor: [...everyone, ...publishers],
      office: [...everyone, ...clerks],
      administrator: [...everyone, ...publishers, ...clerks, ...administrators],
    };
    const pages = [...everyone, ...publishers, ...clerks, ...administrators];
    const status = async (path: string, cookie?: string) =>
      (
        await fetch(baseUrl + path, {
          redirect: "manual",
          headers: cookie ? { Cookie: cookie } : {},
        })
      ).status;
    for (const path of pages) expect(`${path} ${await status(path)}`).toBe(`${path} 302`);
    for (const role of ["editor", "office", "administrator"] as const) {
      const cookie = await cookiesOf(role);
      for (const path of pages) {
        const expected = allowed[role].includes(path) ? 200 : 403;
        expect(`${role} ${path} ${await status(path, cookie)}`).toBe(`${role} ${path} ${expected}`);
      }
    }
  });

  it("refuses an office form posted from another site", async () => {
    const response = await fetch(`${baseUrl}/office/sign-in`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://attacker.example",
      },
      body: "email=a%40b.c&password=x",
    });
    expect(response.status).toBe(403);
    // A post that does not say where it comes from is not trusted with the office's cookie.
    const unsaid = await fetch(`${baseUrl}/office/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=x",
    });
    expect(unsaid.status).toBe(403);
  });
});
