import fs from "node:fs";
import { createRequire } from "node:module";
import axe from "axe-core";
import { afterAll, beforeAll, expect } from "vitest";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";

// Debian's Chromium, driven by playwright-core; the flags keep it from reaching for the network.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The tests' browser: Debian's headless shell, the same Blink as Chromium without a browser's
 * own windows. The full browser ran three pages of its own interface beside every test's page,
 * in headless mode too; the same forty visits with axe took the shell 40 % less processor time
 * and a quarter less time. The full browser is still launched where the shell lacks a part of
 * it (it shows no notifications), and Lighthouse (scripts/) wants it.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * Every test's pages in one renderer process, none isolated by site: on this machine a new one
 * took half a second for each page a test opened, and a page's first visit paid for it again.
 * Hosts other than this machine do not resolve, so nothing leaves it and no request waits on a
 * rule checked in this process (a page's visits took a quarter less than with both).
 */
const quickerPages = [
  "--renderer-process-limit=1",
  "--disable-site-isolation-trials",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];

export async function launchBrowser({ full = false } = {}): Promise<Browser> {
  const executablePath = full ? chromiumPath : headlessShellPath;
  if (!fs.existsSync(executablePath)) {
    throw new Error(`${executablePath} is not installed; run scripts/install-test-deps.sh`);
  }
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...quickerPages,
    ],
  });
}

/**
 * One Chromium for the tests of a file (or of the describe block it is called in): launched
 * before them, before the hooks declared after this call, and closed after them all. Answers a
 * getter, since the browser only exists once the tests run.
 */
export function useBrowser(options: { full?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is launched before the tests: ask for it in one.");
    return browser;
  };
}

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
/** The narrowest phone the site is built for (WCAG 1.4.10 reflow width). */
export const narrow: BrowserContextOptions = {
  viewport: { width: 320, height: 640 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/**
 * expect.poll's options for what a browser shows: its own default of 1 s is short on a busy
 * machine, so a poll waits as long as Playwright waits for an office page's step.
 */
export const patiently = { timeout: 10_000 } as const;

/** Opens a page that records console errors, failed requests and uncaught exceptions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = desktop) {
  // External services are not reachable from the test machine: their names do not resolve.
  const context = await browser.newContext({ ...options, serviceWorkers: "block" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/ERR_FAILED|net::/.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return { context, page, problems };
}

export type OpenedPage = Awaited<ReturnType<typeof openPage>>;

/**
 * One page for each of `sizes`, opened before a file's tests and closed after them, which the
 * tests visit in turn: on this machine a new context and its first visit took a second and a
 * half, a later visit a quarter of one. Answers `pageFor(size)`: that page as a new visitor's,
 * the last test's page left (nothing of it runs on), no cookies and no problems seen yet.
 */
export function useSharedPages(browser: () => Browser, ...sizes: BrowserContextOptions[]) {
  const pages = new Map<BrowserContextOptions, OpenedPage>();
  beforeAll(async () => {
    for (const size of sizes) pages.set(size, await openPage(browser(), size));
  });
  afterAll(async () => {
    for (const { context } of pages.values()) await context.close();
  });
  return async (size: BrowserContextOptions = sizes[0]!): Promise<OpenedPage> => {
    const opened = pages.get(size);
    if (!opened) throw new Error("Only the sizes given to useSharedPages have a shared page.");
    await opened.page.goto("about:blank");
    await opened.context.clearCookies();
    opened.problems.length = 0;
    return opened;
  };
}

/**
 * Every image in the main region has a width, a height and alt text (empty where it only
 * decorates), and its file is served as an image. Answers the images, for further checks.
 */
export async function expectMainImages(page: Page) {
  const images = await page.locator("main img").evaluateAll((nodes) =>
    nodes.map((img) => ({
      src: (img as HTMLImageElement).src,
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
    })),
  );
  for (const image of images) {
    expect(image.width, image.src).toMatch(/^\d+$/);
    expect(image.height, image.src).toMatch(/^\d+$/);
    expect(image.alt, image.src).not.toBeNull();
  }
  for (const src of new Set(images.map((i) => i.src))) {
    const response = await fetch(src);
    expect(response.status, src).toBe(200);
    expect(response.headers.get("content-type"), src).toMatch(/^image\//);
  }
  return images;
}

/**
 * Rules beyond the WCAG tags that Lighthouse's accessibility score also counts (its axe
 * configuration), so a page without axe violations scores 100 there too.
 */
const lighthouseRules = [
  "accesskeys",
  "aria-allowed-role",
  "aria-conditional-attr",
  "aria-deprecated-role",
  "aria-dialog-name",
  "aria-prohibited-attr",
  "aria-text",
  "aria-treeitem-name",
  "empty-heading",
  "heading-order",
  "identical-links-same-purpose",
  "image-redundant-alt",
  "label-content-name-mismatch",
  "landmark-one-main",
  "link-in-text-block",
  "skip-link",
  "tabindex",
  "table-duplicate-name",
  "table-fake-caption",
  "target-size",
  "td-has-header",
];

/**
 * axe-core as pages receive it: the same code minified. Handed to a loaded page it takes 190 ms
 * instead of the 290 of `axe.source`, a third of it the handing over.
 */
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Has every page the context opens start with axe-core already loaded, for a test that runs axe
 * on page after page: handed over once, not with each page (half a second a page), and out of
 * the page's own scripts' way.
 */
export function axeOnEveryPage(context: BrowserContext) {
  return context.addInitScript(axeSource);
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The frame around a page's own parts (its breadcrumb and main content): the header with its
 * menu and search, and the footer, drawn alike on every page (app/frame/frame.tsx).
 */
const frameParts = ["body > header", "body > footer"];

/**
 * axe-core with WCAG 2.0/2.1/2.2 A and AA rules, target size (WCAG 2.5.8) and the rules
 * Lighthouse adds; answers the violations it finds. Without `include`, on the whole document.
 */
export async function axeViolations(page: Page, include?: string) {
  return axeRun(page, include ? { include: [include] } : {});
}

/**
 * The same rules on a page whose frame another check has read whole at this width and language
 * (with its menus and search open too): every rule on the document but the frame's header and
 * footer, the rules about the document as a whole (its title, language, landmarks, headings,
 * the skip link) included. 180 ms on a page of the crawl where `axeViolations` took 320–410.
 */
export async function axeViolationsBesideFrame(page: Page) {
  return axeRun(page, { exclude: frameParts });
}

/** axe's violations in the part of the document `context` names (all of it by default). */
async function axeRun(page: Page, context: { include?: string[]; exclude?: string[] }) {
  const loaded = await page.evaluate(() => "axe" in window);
  // Evaluated rather than added as a script element, which the page's CSP rightly refuses.
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ context, wcagTags, lighthouseRules }) => {
      const { include, exclude } = context;
      const result = await (window as unknown as { axe: typeof axe }).axe.run(
        include || exclude ? { include: include ?? [document], exclude: exclude ?? [] } : document,
        {
          runOnly: { type: "tag", values: wcagTags },
          rules: Object.fromEntries(lighthouseRules.map((id) => [id, { enabled: true }])),
          // Only the violations are read: axe then skips listing each pass and each result it
          // cannot decide, which took two thirds of its time. The rules run are the same.
          resultTypes: ["violations"],
        },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(" ")),
      }));
    },
    { context, wcagTags, lighthouseRules },
  );
}
