import { describe, expect, inject, it, onTestFinished } from "vitest";
import { mainMenuEntries } from "../support/spec-figures.ts";
import {
  desktop,
  useBrowser,
  useSharedPages,
  openPage,
  patiently,
  phone,
} from "../support/browser.ts";

// The frame in a browser: what a laptop shows of it, the ticker's motion, the page search and
// the main menu worked by script and keys, scrolling, HTML's own submenus and popovers without a
// script. axe reads the frame with its menus and search open in the crawl (accessibility.test.ts);
// the frame's markup, titles and addresses are read in tests/pages/frame.test.ts.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// One page for each size, visited in turn by the tests.
const pageFor = useSharedPages(browser, desktop, phone);

describe("the page frame", () => {
  it.each(["/", "/Search?q=rules"])(
    "shows header, menu, breadcrumb and footer on %s",
    async (path) => {
      // Which links and words the frame holds is read in tests/pages; here, what a laptop shows.
      const { page, problems } = await pageFor();
      await page.goto(baseUrl + path);
      // The home page opens with its notifications over the page; a visitor closes them first.
      if (path === "/") await page.getByRole("button", { name: "Close notifications" }).click();
      const header = page.getByRole("banner");
      for (const name of ["Enquiry", "Admission", "Parent Portal", "Newsletter", "E-Publication"]) {
        await header.getByRole("link", { name, exact: false }).first().waitFor();
      }
      // The top bar's, on a laptop; the phone's menu holds the same links.
      await header.getByText("ERP Login").first().waitFor();
      await header.getByText("FAQ", { exact: true }).first().waitFor();
      await page.getByRole("img", { name: "QR code for fee payment" }).waitFor();
      await page.getByText("Scan QR for Fee Payment").waitFor();
      await page
        .getByRole("searchbox", { name: "Search this website" })
        .or(page.getByRole("combobox", { name: "Search this website" }))
        .first()
        .waitFor();

      const nav = page.getByRole("navigation", { name: "Main" });
      for (const item of mainMenuEntries) {
        const entry = nav.getByText(item, { exact: true }).first();
        await expect.poll(() => entry.isVisible(), { ...patiently, message: item }).toBe(true);
      }

      const footer = page.getByRole("contentinfo");
      for (const name of ["Quick Links", "Get In Touch", "Download Mobile App"]) {
        await footer.getByRole("heading", { name }).waitFor();
      }
      for (const name of [
        "About Us",
        "Contact Us",
        "ERP Software",
        "Portal (Help?)",
        "Online Fee Payment",
        "Transfer Certificate",
      ]) {
        const link = footer.getByRole("link", { name, exact: false }).first();
        await expect.poll(() => link.isVisible(), { ...patiently, message: name }).toBe(true);
      }
      await footer.getByText("School Code : HLCA").waitFor();
      expect(problems).toEqual([]);
    },
  );

  it("pauses the ticker on hover, on focus and with its pause switch", async () => {
    const { page } = await pageFor();
    await page.goto(baseUrl + "/AboutUs");
    const ticker = page.getByRole("region", { name: "Announcement" });
    await ticker.waitFor();
    const state = () =>
      ticker
        .locator("p")
        .first()
        .locator("..")
        .evaluate((el) => getComputedStyle(el).animationPlayState);
    await page.mouse.move(0, 800);
    expect(await state()).toBe("running");
    await ticker.hover();
    expect(await state()).toBe("paused");
    await page.mouse.move(0, 800);
    expect(await state()).toBe("running");
    await ticker.getByRole("checkbox", { name: "Pause announcement" }).check({ force: true });
    await page.mouse.move(0, 800);
    await page.locator("body").click({ position: { x: 5, y: 700 } });
    expect(await state()).toBe("paused");
  });

  it("does not move the ticker for visitors who ask for reduced motion", async () => {
    const { page, context } = await openPage(browser());
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(baseUrl + "/AboutUs");
    const name = await page
      .getByRole("region", { name: "Announcement" })
      .locator("p")
      .first()
      .locator("..")
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe("none");
    await context.close();
  });
});

describe("the page search", () => {
  it("lists matching pages as you type and opens one with the keyboard", async () => {
    const { page, problems } = await pageFor();
    await page.goto(baseUrl + "/Search?q=rules");
    const box = page.getByRole("combobox", { name: "Search this website" });
    await box.fill("HOME");
    const listbox = page.getByRole("listbox", { name: "Matching pages" });
    // Pages by name come first; items holding the word may follow once the backend answers.
    expect((await listbox.getByRole("option").allTextContents()).slice(0, 2)).toEqual([
      "Home",
      "Holidays Homework",
    ]);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await box.press("ArrowDown");
    expect(
      await page.getByRole("option", { name: "Home", exact: true }).getAttribute("aria-selected"),
    ).toBe("true");
    await box.press("Enter");
    await page.waitForURL(baseUrl + "/");
    await page.getByRole("heading", { name: /welcome to holy lamp/i }).waitFor();
    expect(problems).toEqual([]);
  });

  it("matches case-insensitive substrings and says when nothing matches", async () => {
    const { page } = await pageFor();
    await page.goto(baseUrl + "/AboutUs");
    const box = page.getByRole("combobox", { name: "Search this website" });
    await box.fill("sCHool f");
    expect(await page.getByRole("option").allTextContents()).toEqual(["School Fees"]);
    await box.fill("zzzz");
    // Said once the backend has found no item holding the word either.
    await page.getByRole("status").filter({ hasText: "No pages found" }).waitFor();
    await box.fill("");
    await page.getByRole("listbox", { name: "Matching pages" }).waitFor({ state: "hidden" });
  });

  it("opens a PDF result in a new tab", async () => {
    const { page, context } = await pageFor();
    await page.goto(baseUrl + "/AboutUs");
    await page.getByRole("combobox", { name: "Search this website" }).fill("secondary stage");
    // The new tab's own request: a browser without a PDF viewer keeps the tab blank and saves
    // the file, so the tab's address is not what shows where it went.
    const [popup, opened] = await Promise.all([
      context.waitForEvent("page"),
      context.waitForEvent("request", (request) => request.isNavigationRequest()),
      page.getByRole("option", { name: /Secondary Stage syllabus/ }).click(),
    ]);
    expect(opened.url()).toBe(`${baseUrl}/api/image/HLCA/public/pdf/SYLLABUS_SECONDARY_STAGE.pdf`);
    expect(opened.frame().page()).toBe(popup);
    expect(page.url()).toBe(baseUrl + "/AboutUs");
    await popup.close();
  });

  it("submits to a server-rendered results page", async () => {
    const { page } = await pageFor();
    await page.goto(baseUrl + "/AboutUs");
    await page.getByRole("combobox", { name: "Search this website" }).fill("admission");
    await page.getByRole("combobox", { name: "Search this website" }).press("Enter");
    await page.waitForURL(/\/Search\?q=admission$/);
    // The results page it lands on is read in tests/pages.
    await page.getByRole("heading", { level: 1, name: "Search" }).waitFor();
  });
});

describe("the main menu", () => {
  it("is operable with the keyboard: open, move, Escape returns focus", async () => {
    const { page } = await pageFor();
    await page.goto(baseUrl + "/AboutUs");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.locator("summary", { hasText: /^About Us$/ });
    await about.focus();
    await page.keyboard.press("Enter");
    const ourSchool = nav.getByRole("link", { name: "Our School" });
    await ourSchool.waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("About Us");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Our School");
    await page.keyboard.press("Escape");
    await ourSchool.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("About Us");
    // Nested submenus open the same way.
    await page.keyboard.press("Enter");
    await nav.locator("summary", { hasText: /^Management$/ }).focus();
    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "Principal's Message", exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await nav
      .getByRole("link", { name: "Principal's Message", exact: true })
      .waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Management");
  });

  it("keeps one submenu open at a time and closes on an outside click", async () => {
    const { page } = await pageFor();
    await page.goto(baseUrl + "/AboutUs");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: /^About Us$/ }).click();
    await nav.locator("summary", { hasText: /^Academics$/ }).click();
    await nav.getByRole("link", { name: "Our School" }).waitFor({ state: "hidden" });
    await nav.getByRole("link", { name: "Co-Curriculum" }).waitFor();
    await page.mouse.click(1200, 700);
    await nav.getByRole("link", { name: "Co-Curriculum" }).waitFor({ state: "hidden" });
  });

  it("opens and closes on a 375 px phone", async () => {
    const { page } = await pageFor(phone);
    await page.goto(baseUrl + "/AboutUs");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menuButton = nav.getByRole("button", { name: "Menu" });
    await menuButton.waitFor();
    await nav.locator("summary", { hasText: /^About Us$/ }).waitFor({ state: "hidden" });
    await menuButton.tap();
    const about = nav.locator("summary", { hasText: /^About Us$/ });
    await about.waitFor();
    await about.tap();
    await nav.getByRole("link", { name: "Our Heavenly Patron" }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await nav.getByRole("button", { name: "Close menu" }).tap();
    await about.waitFor({ state: "hidden" });
  });
});

describe("scrolling", () => {
  it("starts a new page at the top and restores the position on back", async () => {
    // The laptop's page, made 500 px tall for the test.
    const { page } = await pageFor();
    await page.setViewportSize({ width: 1280, height: 500 });
    onTestFinished(() => page.setViewportSize(desktop.viewport!));
    await page.goto(baseUrl + "/Search?q=e");
    const link = page.getByRole("main").locator("a:not([target])").last();
    const target = (await link.getAttribute("href"))!;
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await link.click();
    await page.waitForURL(baseUrl + target);
    await page.waitForFunction(
      (heading) => document.querySelector("h1")?.textContent !== heading,
      "Search",
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/Search\?q=e$/);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before, { timeout: 5000 });
  });
});

describe("without JavaScript", () => {
  it("opens submenus, the phone menu and the search results with HTML alone", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    // That the page has scripts, and the results page, are read in tests/pages; here, that the
    // browser opens the submenus and menus itself and sends the search form.
    await page.goto(baseUrl + "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: /^Admission$/ }).click();
    await nav.getByRole("link", { name: "Admission Procedure" }).waitFor();

    await page.getByRole("combobox", { name: "Search this website" }).fill("timing");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/Search\?q=timing$/);

    const ticker = page.getByRole("region", { name: "Announcement" });
    await ticker.locator("label").click();
    expect(
      await ticker
        .locator("p")
        .first()
        .locator("..")
        .evaluate((el) => getComputedStyle(el).animationPlayState),
    ).toBe("paused");
    await context.close();

    const phoneContext = await browser().newContext({ ...phone, javaScriptEnabled: false });
    const phonePage = await phoneContext.newPage();
    await phonePage.goto(baseUrl + "/");
    const phoneNav = phonePage.getByRole("navigation", { name: "Main" });
    await phoneNav.getByRole("button", { name: "Menu" }).tap();
    await phoneNav.locator("summary", { hasText: /^Gallery$/ }).waitFor();
    await phoneContext.close();
  });
});
