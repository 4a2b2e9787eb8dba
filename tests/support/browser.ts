import fs from "node:fs";
import axe from "axe-core";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

// Debian's Chromium, driven by playwright-core; the flags keep it from reaching for the network.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}; run scripts/install-test-deps.sh`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** Opens a page that records console errors, failed requests and uncaught exceptions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = desktop) {
  const context = await browser.newContext({
    ...options,
    // External services are not reachable from the test machine; answer them with nothing.
    serviceWorkers: "block",
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
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

/** axe-core with WCAG 2.0/2.1/2.2 A and AA rules; answers the violations it finds. */
export async function axeViolations(page: Page, include?: string) {
  const loaded = await page.evaluate(() => "axe" in window);
  // Evaluated rather than added as a script element, which the page's CSP rightly refuses.
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(
      selector ? { include: [selector] } : document,
      {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
        },
      },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  }, include);
}
