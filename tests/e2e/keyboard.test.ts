import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { desktop, useBrowser, narrow, openPage } from "../support/browser.ts";

// A visitor with a keyboard only (Tab, Shift+Tab, Enter, Space, arrows, Escape) reaches and
// works every widget: the skip link, the main menu, the page search, a carousel, a lightbox,
// the home popup and both forms. At every stop the focus is visible (a real outline or shadow
// while :focus-visible matches) and not covered (the element at its centre is the focused one),
// and Tab always leaves a widget again.

const baseUrl = inject("baseUrl");
const opened = new Map<number, { page: Page; context: BrowserContext }>();

const browser = useBrowser();

beforeAll(async () => {
  for (const [width, options] of [
    [1280, desktop],
    [320, narrow],
  ] as const) {
    const { page, context } = await openPage(browser(), options);
    opened.set(width, { page, context });
  }
});
afterAll(async () => {
  for (const { context } of opened.values()) await context.close();
});

interface Stop {
  /** Tag, then the accessible text or label, to name the stop in a failure. */
  name: string;
  text: string;
  visible: boolean;
  /** What is drawn over the focused element's centre, if anything else is. */
  covered: string | null;
  inside: (selector: string) => boolean;
}

/** Where the focus is, and whether a sighted keyboard user can see it. */
async function stop(page: Page): Promise<Stop | null> {
  const state = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    // The text a screen reader would read, near enough: aria-label, else the text without
    // the parts hidden from assistive technology.
    const text = (el: Element): string => {
      const label = el.getAttribute("aria-label");
      if (label) return label;
      let out = "";
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) out += node.textContent;
        else if (
          node instanceof Element &&
          node.getAttribute("aria-hidden") !== "true" &&
          !(node instanceof HTMLElement && node.hidden)
        ) {
          out += ` ${text(node)} `;
        }
      }
      return out.replace(/\s+/g, " ").trim();
    };
    const describe = (el: Element) => {
      const role = el.getAttribute("role");
      const said = text(el).slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}${role ? `[role=${role}]` : ""}${
        said ? ` "${said}"` : ""
      }`;
    };
    // A visually hidden checkbox (the pause switches) shows its focus on the label after it.
    let shown: HTMLElement = active;
    const own = active.getBoundingClientRect();
    if (own.width <= 2 && own.height <= 2 && active.nextElementSibling instanceof HTMLElement) {
      shown = active.nextElementSibling;
    }
    const style = getComputedStyle(shown);
    const ring =
      (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2) ||
      style.boxShadow !== "none";
    // A link that wraps has one box per line: the centre of any of them must show it.
    const boxes = [...shown.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const inView = (r: DOMRect) =>
      r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
    let hit: Element | null = null;
    let mine = false;
    for (const r of boxes.filter(inView)) {
      const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      hit = document.elementFromPoint(x, y);
      mine = hit !== null && (shown.contains(hit) || active.contains(hit));
      if (mine) break;
    }
    const seen = boxes.some(inView);
    const ancestors: string[] = [];
    for (let el: Element | null = active; el; el = el.parentElement) {
      ancestors.push(
        [
          el.tagName.toLowerCase(),
          el.id ? `#${el.id}` : "",
          ...[...el.attributes]
            .filter((a) => a.name === "role" || a.name === "aria-label" || a.name === "open")
            .map((a) => `[${a.name}="${a.value}"]`),
        ].join(""),
      );
    }
    return {
      name: describe(active),
      text: text(active),
      // A frame whose document holds the focus never matches :focus-visible: its ring counts.
      // Chrome's PDF viewer takes the focus without its frame matching :focus or
      // :focus-within, so no style can ring it: known limitation, reported, not hidden.
      pdf: active.tagName === "IFRAME" && /\.pdf(#|$)/.test((active as HTMLIFrameElement).src),
      visible: (active.tagName === "IFRAME" || active.matches(":focus-visible")) && ring,
      covered: !seen ? "outside the viewport" : mine ? null : hit ? describe(hit) : "nothing",
      ancestors,
      main: active.id === "main",
    };
  });
  if (!state) return null;
  return {
    name: state.name,
    text: state.text,
    // The main landmark, target of the skip link, is a focus target, not a control.
    visible: state.main || state.pdf || state.visible,
    covered: state.covered,
    inside: (selector) => state.ancestors.some((a) => a.includes(selector)),
  };
}

/** Problems of one stop, as sentences; none when the focus can be seen where it is. */
function problems(at: Stop | null, step: string): string[] {
  if (!at) return [];
  const found: string[] = [];
  if (!at.visible) found.push(`${step}: focus not visible on ${at.name}`);
  if (at.covered) found.push(`${step}: ${at.name} is covered by ${at.covered}`);
  return found;
}

/**
 * Presses `key` until `until` holds for the focused element (or `limit` presses), checking
 * every stop. Answers the stops passed and the problems seen.
 */
async function walk(
  page: Page,
  until: (at: Stop | null) => boolean,
  { key = "Tab", limit = 400 }: { key?: string; limit?: number } = {},
) {
  const seen: string[] = [];
  const found: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const at = await stop(page);
    seen.push(at?.name ?? "(page)");
    found.push(...problems(at, `${key} #${i + 1}`));
    if (until(at)) return { seen, found, reached: true, at };
  }
  return { seen, found, reached: false, at: await stop(page) };
}

const focusedText = async (page: Page) => (await stop(page))?.text ?? "";

async function fresh(width: 320 | 1280, path: string) {
  const { page } = opened.get(width)!;
  // The home popup, once closed, stays closed that day (a cookie): every visit starts anew.
  await page.context().clearCookies();
  await page.goto(baseUrl + path, { waitUntil: "networkidle" });
  return page;
}

describe("the skip link", () => {
  it.each([1280, 320] as const)(
    "is the first stop at %i px, shows itself and moves focus to the main content",
    async (width) => {
      const page = await fresh(width, "/Facilities");
      await page.keyboard.press("Tab");
      const at = await stop(page);
      expect(at?.name).toBe('a "Skip to main content"');
      expect(problems(at, "first Tab")).toEqual([]);
      const box = await page.getByRole("link", { name: "Skip to main content" }).boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.width).toBeGreaterThanOrEqual(24);
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
      // The next Tab goes on inside the main content, past the header and the menu.
      await page.keyboard.press("Tab");
      expect((await stop(page))?.inside("main#main")).toBe(true);
    },
  );
});

describe("a walk through whole pages with Tab", () => {
  it.each([
    [1280, "/"],
    [320, "/"],
    [1280, "/Staff"],
    [320, "/Staff"],
    [1280, "/ContactUs"],
    [320, "/Tc"],
    [1280, "/Tc"],
    [1280, "/News"],
    [320, "/Facilities"],
  ] as const)(
    "at %i px %s: focus always visible and uncovered, and Tab reaches the end",
    async (width, path) => {
      const page = await fresh(width, path);
      if (path === "/") {
        await page.getByRole("dialog", { name: "Notifications" }).waitFor();
        await page.keyboard.press("Escape");
      }
      const forward = await walk(page, (at) => at === null || at.inside("footer"), {});
      expect(forward.reached, forward.seen.join("\n")).toBe(true);
      // Past the footer's last link the focus leaves the page: nothing holds it.
      const end = await walk(page, (at) => at === null || !at.inside("footer"));
      expect(end.reached).toBe(true);
      expect([...forward.found, ...end.found]).toEqual([]);
      // Shift+Tab walks back the same way.
      const back = await walk(page, (at) => at?.name === 'a "Skip to main content"', {
        key: "Shift+Tab",
      });
      expect(back.reached, back.seen.join("\n")).toBe(true);
      expect(back.found).toEqual([]);
      expect(back.seen.length).toBeGreaterThan(10);
    },
  );
});

describe("the main menu", () => {
  it("opens with Enter, is walked with Tab and Shift+Tab, and Escape returns focus", async () => {
    const page = await fresh(1280, "/AboutUs");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toAbout = await walk(page, (at) => at?.name === 'summary "About Us"');
    expect(toAbout.reached).toBe(true);
    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "Our School" }).waitFor({ state: "visible" });
    const inside = await walk(page, (at) => at?.name === 'a "CMC History"', { limit: 6 });
    // The nested 'Management' submenu is closed, so Tab passes its entries by.
    expect(inside.reached).toBe(false);
    const management = await walk(page, (at) => at?.name === 'summary "Management"', {
      key: "Shift+Tab",
      limit: 5,
    });
    expect(management.reached).toBe(true);
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Principal's Message");
    expect([...toAbout.found, ...inside.found, ...management.found]).toEqual([]);
    expect(problems(await stop(page), "nested submenu")).toEqual([]);
    // Escape closes the innermost submenu, then the next, each time focusing its summary.
    await page.keyboard.press("Escape");
    expect(await focusedText(page)).toBe("Management");
    await page.keyboard.press("Escape");
    expect(await focusedText(page)).toBe("About Us");
    await nav.getByRole("link", { name: "Our School" }).waitFor({ state: "hidden" });
    // Tab leaves the menu: no trap.
    const out = await walk(page, (at) => at !== null && !at.inside('nav[aria-label="Main"]'), {
      limit: 20,
    });
    expect(out.reached, out.seen.join("\n")).toBe(true);
    expect(out.found).toEqual([]);
  });

  it("opens from the Menu button on a 320 px phone and Escape closes it onto the button", async () => {
    const page = await fresh(320, "/AboutUs");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toButton = await walk(page, (at) => at?.name === 'button "Menu"');
    expect(toButton.reached).toBe(true);
    await page.keyboard.press("Enter");
    const closeButton = nav.getByRole("button", { name: "Close menu" });
    await closeButton.waitFor({ state: "visible" });
    const toClose = await walk(page, (at) => at?.name === 'button "Close menu"', { limit: 3 });
    expect(toClose.reached).toBe(true);
    const toAcademics = await walk(page, (at) => at?.name === 'summary "Academics"', {
      limit: 10,
    });
    expect(toAcademics.reached).toBe(true);
    await page.keyboard.press("Enter");
    const coCurriculum = await walk(page, (at) => at?.name === 'a "Co-Curriculum"', { limit: 3 });
    expect(coCurriculum.reached).toBe(true);
    expect([
      ...toButton.found,
      ...toClose.found,
      ...toAcademics.found,
      ...coCurriculum.found,
    ]).toEqual([]);
    // Escape closes the submenu, then the menu, and the focus is back on the Menu button.
    await page.keyboard.press("Escape");
    expect(await focusedText(page)).toBe("Academics");
    await page.keyboard.press("Escape");
    await closeButton.waitFor({ state: "hidden" });
    expect((await stop(page))?.name).toBe('button "Menu"');
    expect(problems(await stop(page), "menu closed")).toEqual([]);
  });
});

describe("the page search", () => {
  it("lists, moves, keeps the chosen option in view, closes with Escape and opens with Enter", async () => {
    const page = await fresh(1280, "/AboutUs");
    const toBox = await walk(page, (at) => at?.name.includes("[role=combobox]") ?? false);
    expect(toBox.reached).toBe(true);
    expect(toBox.found).toEqual([]);
    const box = page.getByRole("combobox", { name: "Search this website" });
    // The list grows once the backend's items come: counted after they have been drawn.
    const answered = page.waitForResponse((response) => response.url().includes("/api/search/"));
    await page.keyboard.type("s");
    await answered;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const listbox = page.getByRole("listbox", { name: "Matching pages" });
    const count = await listbox.getByRole("option").count();
    expect(count).toBeGreaterThan(12);
    // Down to the last option: the list scrolls so that the chosen one stays in sight.
    for (let i = 0; i < count; i++) await page.keyboard.press("ArrowDown");
    const chosen = page.locator(`#${await box.getAttribute("aria-activedescendant")}`);
    expect(await chosen.getAttribute("aria-selected")).toBe("true");
    const [option, list] = [await chosen.boundingBox(), await listbox.boundingBox()];
    expect(option!.y).toBeGreaterThanOrEqual(list!.y - 1);
    expect(option!.y + option!.height).toBeLessThanOrEqual(list!.y + list!.height + 1);
    expect(problems(await stop(page), "in the search")).toEqual([]);
    // Escape closes the list and keeps the focus in the field; a second Escape empties it.
    await page.keyboard.press("Escape");
    await listbox.waitFor({ state: "hidden" });
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await box.inputValue()).toBe("");
    // Tab leaves the field for the search button: no trap.
    await page.keyboard.type("timing");
    await page.keyboard.press("Tab");
    expect((await stop(page))?.name).toBe('button "Search"');
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(baseUrl + "/SchoolTiming");
  });
});

describe("a home carousel", () => {
  it("moves with its buttons and with the arrow keys, and Tab leaves it", async () => {
    // A page of its own whose timers run on Playwright's clock, so that a slide's glide is run
    // through at once (runFor) rather than waited for.
    const { page, context } = await openPage(browser(), desktop);
    onTestFinished(() => context.close());
    await page.clock.install();
    await page.goto(baseUrl + "/", { waitUntil: "networkidle" });
    await page.getByRole("dialog", { name: "Notifications" }).waitFor();
    await page.keyboard.press("Escape");
    const carousel = page.getByRole("region", { name: "Class X toppers" });
    // A carousel starts when it comes near the screen (decision 52); until then its buttons are
    // hidden and Tab lands on the slides' box. Wait for the start, so the walk meets the
    // buttons however fast the keys come.
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.getAttribute("data-ready")).not.toBeNull();
    // The slides in view (the others are inert), as one string.
    const firstShown = async () =>
      (
        await carousel
          .locator("[aria-roledescription=slide]:not([inert])")
          .evaluateAll((slides) => slides.map((slide) => slide.getAttribute("aria-label")))
      ).join(", ");
    const toPause = await walk(page, (at) => at?.inside('[aria-label="Class X toppers"]') ?? false);
    expect(toPause.reached).toBe(true);
    expect(toPause.found).toEqual([]);
    // Keyboard focus holds the autoplay; the pause button says so too.
    expect(await focusedText(page)).toMatch(/^Pause/);
    await page.keyboard.press("Enter");
    expect(await focusedText(page)).toMatch(/^Play/);
    const start = await firstShown();
    const toNext = await walk(page, (at) => at?.name === 'button "Next slide"', { limit: 3 });
    expect(toNext.reached).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(firstShown).not.toBe(start);
    await page.keyboard.press("Space");
    // The slides' box takes the arrow keys.
    const toViewport = await walk(page, (at) => at?.name.startsWith("div") ?? false, { limit: 3 });
    expect(toViewport.reached).toBe(true);
    const before = await firstShown();
    await page.keyboard.press("ArrowRight");
    await expect.poll(firstShown).not.toBe(before);
    await page.clock.runFor(800); // the slide's glide ends
    const afterRight = await firstShown();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(firstShown).not.toBe(afterRight);
    expect([...toNext.found, ...toViewport.found]).toEqual([]);
    expect(problems(await stop(page), "carousel viewport")).toEqual([]);
    const out = await walk(page, (at) => !at?.inside('[aria-label="Class X toppers"]'), {
      limit: 10,
    });
    expect(out.reached).toBe(true);
    expect(await focusedText(page)).toBe("Read More about our toppers");
  });
});

describe("the lightbox", () => {
  it("opens with Enter, moves with the arrows, keeps focus inside and Escape returns it", async () => {
    const page = await fresh(1280, "/Facilities");
    const toThumb = await walk(page, (at) => at?.inside("main#main") ?? false);
    expect(toThumb.reached).toBe(true);
    const opener = await focusedText(page);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect((await stop(page))?.name).toBe('button "Close"');
    await dialog.getByText("(1 of 6)").waitFor({ state: "visible" });
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("(2 of 6)").waitFor({ state: "visible" });
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("(6 of 6)").waitFor({ state: "visible" });
    // Tab and Shift+Tab stay among the dialog's buttons, each with a visible ring.
    const names = new Set<string>();
    const found: string[] = [];
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      const at = await stop(page);
      if (at) names.add(at.name);
      found.push(...problems(at, key));
      // Past its last button Chrome hands the focus to its own controls, outside the page, as
      // it does from the home popup; the page behind is inert.
      if (at) expect(at.inside("dialog"), at.name).toBe(true);
    }
    expect(found).toEqual([]);
    expect(names).toEqual(
      new Set(['button "Previous image"', 'button "Next image"', 'button "Close"']),
    );
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await focusedText(page)).toBe(opener);
    expect(problems(await stop(page), "back on the opener")).toEqual([]);
  });
});

describe("the home popup", () => {
  it.each([1280, 320] as const)(
    "at %i px takes the focus, keeps it inside, and Escape closes it",
    async (width) => {
      const page = await fresh(width, "/");
      const dialog = page.getByRole("dialog", { name: "Notifications" });
      await dialog.waitFor();
      const found: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        const at = await stop(page);
        // Browser controls outside the page may take a turn; the page behind is inert.
        if (at) expect(at.inside("dialog"), at.name).toBe(true);
        found.push(...problems(at, `Tab #${i + 1}`));
      }
      expect(found).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      // It opened by itself, so the next Tab starts at the start of the page: the skip link.
      await page.keyboard.press("Tab");
      const at = await stop(page);
      expect(at?.name).toBe('a "Skip to main content"');
      expect(problems(at, "popup closed")).toEqual([]);
    },
  );
});

describe("the forms", () => {
  it("the enquiry form: an empty submit puts the focus on the error summary, whose links lead to the fields", async () => {
    const page = await fresh(1280, "/ContactUs");
    const toName = await walk(page, (at) => at?.name === "input#enquiry-name");
    expect(toName.reached).toBe(true);
    const toSubmit = await walk(page, (at) => at?.name === 'button "Submit"', { limit: 8 });
    expect(toSubmit.reached).toBe(true);
    expect([...toName.found, ...toSubmit.found]).toEqual([]);
    await page.keyboard.press("Enter");
    await expect.poll(() => stop(page).then((at) => at?.name)).toMatch(/^div#enquiry-answer /);
    expect(problems(await stop(page), "after submit")).toEqual([]);
    // The summary's first link leads to the first field in error, which names its message.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => stop(page).then((at) => at?.name)).toBe("input#enquiry-name");
    const field = page.locator("#enquiry-name");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    const message = page.locator(`#${await field.getAttribute("aria-describedby")}`);
    await message.waitFor({ state: "visible" });
    expect(problems(await stop(page), "at the field")).toEqual([]);
    // Filled in from the keyboard and sent again, the summary leads to the next one.
    await page.keyboard.type("Asha Verma");
    const back = await walk(page, (at) => at?.name === 'button "Submit"', { limit: 8 });
    expect(back.reached).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => stop(page).then((at) => at?.name)).toMatch(/^div#enquiry-answer /);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => stop(page).then((at) => at?.name)).toBe("input#enquiry-email");
  });

  it("the TC form: an empty submit puts the focus on its message, just above the fields", async () => {
    const page = await fresh(1280, "/Tc");
    const toButton = await walk(page, (at) => at?.name === 'button "View Details"');
    expect(toButton.reached).toBe(true);
    expect(toButton.found).toEqual([]);
    await page.keyboard.press("Enter");
    await expect.poll(() => stop(page).then((at) => at?.name)).toMatch(/^p#tc-error/);
    expect((await stop(page))?.text).toBe("Please fill in all fields");
    expect(problems(await stop(page), "after submit")).toEqual([]);
    const field = page.locator("#tc-admission");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await field.getAttribute("aria-describedby")).toBe("tc-error");
    await page.keyboard.press("Tab");
    await expect.poll(() => stop(page).then((at) => at?.name)).toBe("input#tc-admission");
    await page.keyboard.type("1001");
    await page.keyboard.press("Enter");
    await expect.poll(() => stop(page).then((at) => at?.name)).toMatch(/^p#tc-error/);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect.poll(() => stop(page).then((at) => at?.name)).toBe("input#tc-name");
  });
});
