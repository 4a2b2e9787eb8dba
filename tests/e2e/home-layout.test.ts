import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { nextSteps } from "#content/home.ts";
import { defaultTimeZone, todayIn } from "#contracts/dates.ts";
import { popupClosedCookie } from "#app/home/popup-cookie.ts";
import { desktop, narrow, openPage, patiently, phone, useBrowser } from "../support/browser.ts";

// What a parent sees of the home page on a laptop and a phone (issue 19): nothing covers
// anything, the hero's two halves stand equally tall, the cards sit in even rows, and the next
// steps lead where they say.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5;

/** What a context is opened with beyond its viewport, which a page can change as it goes. */
const kind = (options: BrowserContextOptions, javaScript: boolean) =>
  [options.isMobile ?? false, options.hasTouch ?? false, options.deviceScaleFactor ?? 1, javaScript]
    .map(String)
    .join(" ");

// A page for the laptops' screens with JavaScript, one without, and one for the phones', opened
// once and made each test's size in turn: a new context and its first visit took a second and a
// half, a later visit a quarter of one.
const pages = new Map<string, Awaited<ReturnType<typeof openPage>>>();
beforeAll(async () => {
  for (const [options, javaScript] of [
    [desktop, true],
    [desktop, false],
    [phone, true],
  ] as const) {
    const opened = await openPage(browser(), { ...options, javaScriptEnabled: javaScript });
    pages.set(kind(options, javaScript), opened);
  }
});
afterAll(async () => {
  for (const { context } of pages.values()) await context.close();
});

/** The home page as a parent sees it once the popup was closed earlier that day. */
async function home(options: BrowserContextOptions, javaScript = true) {
  const opened = pages.get(kind(options, javaScript));
  if (!opened) throw new Error(`No page is opened for ${kind(options, javaScript)}`);
  await opened.page.setViewportSize(options.viewport!);
  await opened.context.clearCookies();
  await opened.context.addCookies([
    { name: popupClosedCookie, value: todayIn(defaultTimeZone), url: baseUrl },
  ]);
  await opened.page.goto(baseUrl + "/", { waitUntil: "networkidle" });
  return opened;
}

const sizes = [
  ["laptop", desktop],
  ["phone", phone],
] as const;

describe("the admission links", () => {
  it.each(sizes)(
    "never cover the tiles, statistics or news at any scroll position on a %s",
    async (_, options) => {
      const { page } = await home(options);
      const main = page.getByRole("main");
      const badges = [
        main.getByRole("link", { name: /^Admission Class XI/ }),
        main.getByRole("link", { name: /^Read Instructions/ }),
        main.getByRole("link", { name: /^Online Registration/ }),
      ];
      for (const badge of badges) expect(await badge.count()).toBe(1);
      for (const [i, badge] of badges.entries()) {
        await badge.evaluate((el, mark) => el.setAttribute("data-test-badge", String(mark)), i);
      }
      const seen = await page.evaluate(() => {
        const box = (el: Element) => {
          const { left, top, right, bottom } = el.getBoundingClientRect();
          return { left, top, right, bottom };
        };
        const covered = (selector: string) => [...document.querySelectorAll(selector)];
        const targets = [
          ...covered('nav[aria-label="Quick links"] a'),
          ...covered('section[aria-labelledby="home-about"] dl > div'),
          ...covered('section[aria-labelledby="home-news"] li'),
        ];
        const badges = covered("[data-test-badge]");
        const step = innerHeight / 3;
        const found: string[] = [];
        let positions = 0;
        for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
          window.scrollTo(0, y);
          positions++;
          for (const badge of badges) {
            const a = box(badge);
            for (const target of targets) {
              const b = box(target);
              const crossing =
                a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
              if (crossing) found.push(`${badge.textContent} over ${target.textContent} at ${y}`);
            }
          }
        }
        return { found, positions, targets: targets.length };
      });
      expect(seen.targets).toBeGreaterThan(8);
      expect(seen.positions).toBeGreaterThan(10);
      expect(seen.found).toEqual([]);
    },
  );
});

describe("the hero", () => {
  it.each([
    [1280, true],
    [1280, false],
    [1024, true],
    [1920, true],
  ])(
    "is edge to edge at %i px, its slider and Notice Board equally tall (JavaScript: %s)",
    async (width, javaScript) => {
      const { page } = await home({ viewport: { width, height: 900 } }, javaScript);
      const slider = await page
        .getByRole("region", { name: "School life in pictures" })
        .boundingBox();
      const board = await page.locator("#notice-board-title").locator("..").boundingBox();
      const page_ = await page.evaluate(() => document.documentElement.clientWidth);
      expect(slider!.x).toBe(0);
      expect(Math.abs(board!.y - slider!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(board!.height - slider!.height)).toBeLessThanOrEqual(1);
      expect(board!.x).toBeGreaterThanOrEqual(slider!.x + slider!.width - 1);
      // The Notice Board's panel runs to the right edge too.
      const hero = await page.locator("section[aria-labelledby=notice-board-title]").boundingBox();
      expect(hero!.x).toBe(0);
      expect(Math.round(hero!.width)).toBe(page_);
    },
  );
});

describe("the facility cards", () => {
  it.each([1280, 1024, 800, 375])("never stand four and one at %i px", async (width) => {
    const { page } = await home({ viewport: { width, height: 900 } });
    const cards = await page
      .locator("section[aria-labelledby=home-facilities] li")
      .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as Box));
    expect(cards.length).toBe(5);
    const rows = new Map<number, Box[]>();
    for (const card of cards) {
      const row = [...rows.keys()].find((top) => Math.abs(top - card.top) < 2) ?? card.top;
      rows.set(row, [...(rows.get(row) ?? []), card]);
    }
    const counts = [...rows.values()].map((row) => row.length);
    expect([[5], [3, 2], [1, 1, 1, 1, 1]]).toContainEqual(counts);
    if (counts.length === 2) {
      // The two of the second row stand in the middle, under the three.
      const [top, bottom] = [...rows.values()] as [Box[], Box[]];
      const leftGap = Math.min(...bottom.map((b) => b.left)) - Math.min(...top.map((b) => b.left));
      const rightGap =
        Math.max(...top.map((b) => b.right)) - Math.max(...bottom.map((b) => b.right));
      expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(2);
    }
  });
});

/** The boxes of a carousel's controls and of the pictures on its slides in view. */
async function controlsAndPictures(page: Page, name: string) {
  const carousel = page.getByRole("region", { name });
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => carousel.getAttribute("data-ready")).not.toBeNull();
  return carousel.evaluate((root) => {
    const box = (el: Element) => el.getBoundingClientRect().toJSON() as Box;
    return {
      controls: [...root.querySelectorAll("button")]
        .filter((b) => getComputedStyle(b).visibility === "visible" && b.offsetParent)
        .map(box),
      pictures: [...root.querySelectorAll("[aria-roledescription=slide]:not([inert]) img")].map(
        box,
      ),
    };
  });
}

describe("the carousels", () => {
  it.each(sizes)("keep their buttons off every picture on a %s", async (_, options) => {
    const { page } = await home(options);
    for (const name of [
      "School life in pictures",
      "Class X toppers",
      "Today's birthdays",
      "Photo albums",
    ]) {
      const { controls, pictures } = await controlsAndPictures(page, name);
      expect(controls.length, name).toBeGreaterThan(0);
      expect(pictures.length, name).toBeGreaterThan(0);
      for (const control of controls) {
        for (const picture of pictures) expect(overlap(control, picture), name).toBe(false);
      }
    }
  });

  it.each([
    ["laptop", desktop],
    ["narrowest phone", narrow],
  ] as const)("show each topper's division inside its star on a %s", async (_, options) => {
    const { page } = await home(options);
    const carousel = page.getByRole("region", { name: "Class X toppers" });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.getAttribute("data-ready")).not.toBeNull();
    const stars = await carousel.evaluate((root) => {
      const shown = [...root.querySelectorAll("[aria-roledescription=slide]:not([inert]) p")];
      return shown
        .filter((p) => /\d%$/.test(p.textContent ?? ""))
        .map((star) => {
          // The star is cut out by a clip-path, which the browser's hit test honours: each
          // corner of the division's text must hit the star itself, not the card behind it.
          const range = document.createRange();
          range.selectNodeContents(star);
          const text = range.getBoundingClientRect();
          const corners = [
            [text.left + 1, text.top + 1],
            [text.right - 1, text.top + 1],
            [text.left + 1, text.bottom - 1],
            [text.right - 1, text.bottom - 1],
          ] as const;
          return {
            division: star.textContent,
            inside: corners.every(([x, y]) => star.contains(document.elementFromPoint(x, y))),
          };
        });
    });
    expect(stars.length).toBeGreaterThan(0);
    expect(stars.filter((star) => !star.inside)).toEqual([]);
  });
});

describe("the Principal's teaser", () => {
  it("is the opening of the letter, with the name once, and READ MORE leads to all of it", async () => {
    const messages = (await (await fetch(`${baseUrl}/api/principalMessage/HLCA`)).json()) as {
      category: string;
      name: string;
    }[];
    const name = messages.find((m) => m.category === "Principal")!.name;
    const { page } = await home(desktop);
    const teaser = page.locator("section[aria-labelledby=home-principal]");
    // Read where a visitor reads it: sections below the first screen are drawn as they near it.
    await teaser.scrollIntoViewIfNeeded();
    await expect.poll(() => teaser.innerText()).toContain(name);
    const text = (await teaser.innerText()).replace(/\s+/g, " ");
    expect(text.split(name).length - 1).toBe(1);
    const paragraphs = (await teaser.locator("p").allInnerTexts()).filter(
      (p) => p.trim() && !p.includes(name),
    );
    expect(paragraphs.length).toBeGreaterThan(0);

    const more = teaser.getByRole("link", { name: /^READ MORE/ });
    expect(await more.getAttribute("href")).toBe("/PrincipalMessage");
    await more.click();
    await page.waitForURL(baseUrl + "/PrincipalMessage");
    const letter = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
    // Each paragraph of the opening is the letter's own, a cut one up to its ellipsis.
    for (const paragraph of paragraphs) {
      expect(letter).toContain(paragraph.replace(/\s+/g, " ").replace(/…$/, "").trim());
    }
    // The whole letter says more than its opening.
    expect(letter.length).toBeGreaterThan(paragraphs.join(" ").length * 2);
  });
});

describe("what sets us apart", () => {
  it("gives each of the twelve initiatives a line saying what it is", async () => {
    const { page } = await home(phone);
    const initiatives = await page
      .locator("section[aria-labelledby=home-apart] li")
      .evaluateAll((items) =>
        items.map((li) => ({
          title: li.querySelector("h3")?.textContent?.trim() ?? "",
          line: li.querySelector("p")?.textContent?.trim() ?? "",
        })),
      );
    expect(initiatives.length).toBe(12);
    for (const { title, line } of initiatives) {
      expect(title).not.toBe("");
      expect(line.length, title).toBeGreaterThan(15);
    }
  });
});

describe("the next steps", () => {
  const [enquire, visit, admission] = nextSteps.steps;

  it("lead to the enquiry form, how to visit, and admission", async () => {
    const { page } = await home(desktop);
    const steps = page.locator("section[aria-labelledby=home-next-steps]");
    const follow = async (label: string) => {
      const href = await steps.getByRole("link", { name: label, exact: true }).getAttribute("href");
      await page.goto(baseUrl + href!);
      return page.evaluate(() => ({
        path: location.pathname,
        targetInForm: document.querySelector(":target")?.closest("form") !== null,
        target: document.querySelector(":target")?.textContent ?? null,
      }));
    };

    const toEnquire = await follow(enquire!.link.label);
    expect(toEnquire.path).toBe("/ContactUs");
    expect(toEnquire.targetInForm).toBe(true);
    await page.getByRole("textbox").first().waitFor({ state: "visible" });

    await page.goto(baseUrl + "/");
    const toVisit = await follow(visit!.link.label);
    expect(toVisit.path).toBe("/ContactUs");
    // Where the school is: the map follows the heading the link names.
    expect(toVisit.target).not.toBeNull();
    expect(await page.locator(":target ~ details iframe").count()).toBe(1);
    await page.goto(baseUrl + "/");
    expect((await follow(visit!.more!.label)).path).toBe("/SchoolTiming");

    await page.goto(baseUrl + "/");
    expect((await follow(admission!.link.label)).path).toBe("/Admission");
  });

  it.each([
    ["laptop", desktop],
    ["narrowest phone", narrow],
  ] as const)("stand on the first screens of a %s, right under the hero", async (_, options) => {
    const { page } = await home(options);
    const hero = await page.locator("section[aria-labelledby=notice-board-title]").boundingBox();
    const steps = await page.locator("section[aria-labelledby=home-next-steps]").boundingBox();
    const tiles = await page.getByRole("navigation", { name: "Quick links" }).boundingBox();
    expect(steps!.y).toBeGreaterThan(hero!.y + hero!.height - 1);
    expect(steps!.y).toBeLessThan(tiles!.y);
  });
});

describe("focus on the home page", () => {
  it.each(sizes)(
    "shows the whole ring around each section's last link on a %s",
    async (_, options) => {
      const { page } = await home(options);
      await page.keyboard.press("Tab"); // from here on, focus is shown as for a keyboard
      const sections = page.locator("main section[aria-labelledby]");
      for (let i = 0; i < (await sections.count()); i++) {
        const section = sections.nth(i);
        // The last link or button that takes focus (a ticker's copy and hidden slides do not).
        const focused = await section.evaluate((root) => {
          const candidates = [...root.querySelectorAll<HTMLElement>("a, button")].reverse();
          for (const el of candidates) {
            el.scrollIntoView({ block: "center" });
            el.focus();
            if (document.activeElement === el && el.checkVisibility()) {
              el.setAttribute("data-test-focused", "");
              return true;
            }
          }
          return false;
        });
        if (!focused) continue;
        const last = section.locator("[data-test-focused]");
        const name = await section.getAttribute("aria-labelledby");
        // Read again until the screen agrees: a carousel may still be gliding to the focused
        // slide when first read. A ring the layout cuts stays cut, and fails.
        await expect
          .poll(() => unshownSides(page, last), { ...patiently, message: `${name}'s ring` })
          .toEqual([]);
      }
    },
  );
});

/**
 * The sides of `focused`'s outline that the screen does not show in the outline's colour, read
 * at the middle of each side; none while the element stood still through the screenshot.
 */
async function unshownSides(page: Page, focused: Locator): Promise<string[]> {
  const where = () => focused.evaluate((el) => JSON.stringify(el.getBoundingClientRect()));
  const before = await where();
  // The middle of each side of the outline, read from what the screen shows.
  const ring = await focused.evaluate((el) => {
    const style = getComputedStyle(el);
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
    // A link over two lines is ringed as one shape: its first line's top and sides,
    // its last line's foot.
    const lines = el.getClientRects();
    const [first, end] = [lines[0]!, lines[lines.length - 1]!];
    const middle = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
    return {
      colour: style.outlineColor,
      points: [
        [first.left - reach, middle(first)[1]],
        [first.right + reach, middle(first)[1]],
        [middle(first)[0], first.top - reach],
        [middle(end)[0], end.bottom + reach],
      ],
    };
  });
  // Only the ring's surroundings are drawn and read: a whole screen at a phone's density was
  // most of this test's time.
  const xs = ring.points.map(([x]) => x!);
  const ys = ring.points.map(([, y]) => y!);
  const viewport = page.viewportSize()!;
  const x = Math.max(0, Math.floor(Math.min(...xs)) - 2);
  const y = Math.max(0, Math.floor(Math.min(...ys)) - 2);
  const clip = {
    x,
    y,
    width: Math.max(1, Math.min(viewport.width, Math.ceil(Math.max(...xs)) + 3) - x),
    height: Math.max(1, Math.min(viewport.height, Math.ceil(Math.max(...ys)) + 3) - y),
  };
  const shot = await page.screenshot({ clip });
  if ((await where()) !== before) return ["moved while read"];
  const colours = await page.evaluate(
    async ({ png, points, clip }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const scale = image.width / clip.width;
      return points.map(([x, y]) => {
        const [r, g, b] = context.getImageData(
          Math.floor((x! - clip.x) * scale),
          Math.floor((y! - clip.y) * scale),
          1,
          1,
        ).data;
        return `rgb(${r}, ${g}, ${b})`;
      });
    },
    { png: shot.toString("base64"), points: ring.points, clip },
  );
  return colours.flatMap((colour, side) =>
    colour === ring.colour ? [] : [`side ${side}: ${colour}`],
  );
}
