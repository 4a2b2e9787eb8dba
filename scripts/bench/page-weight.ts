// What a first visit (empty cache) downloads: JavaScript and CSS requests with their encoded
// (on the wire, gzip) sizes, and every byte transferred, headers included.
import { chromium } from "playwright-core";
import { chromiumPath } from "./run-lighthouse.ts";

export interface PageWeight {
  requests: number;
  jsRequests: number;
  jsBytes: number;
  cssRequests: number;
  cssBytes: number;
  transferredBytes: number;
}

export async function measurePageWeights(
  baseUrl: string,
  paths: string[],
): Promise<Map<string, PageWeight>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const weights = new Map<string, PageWeight>();
  try {
    for (const target of paths) {
      // A new context per page: nothing cached, as on a visitor's first visit. A phone's viewport.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      // Nothing outside this server (embedded maps, videos) counts; the test has no internet.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      const page = await context.newPage();
      const finished: Promise<void>[] = [];
      const weight: PageWeight = {
        requests: 0,
        jsRequests: 0,
        jsBytes: 0,
        cssRequests: 0,
        cssBytes: 0,
        transferredBytes: 0,
      };
      page.on("requestfinished", (request) => {
        finished.push(
          request.sizes().then((sizes) => {
            const body = sizes.responseBodySize;
            weight.requests++;
            weight.transferredBytes += body + sizes.responseHeadersSize;
            const type = request.resourceType();
            if (type === "script") {
              weight.jsRequests++;
              weight.jsBytes += body;
            } else if (type === "stylesheet") {
              weight.cssRequests++;
              weight.cssBytes += body;
            }
          }),
        );
      });
      await page.goto(baseUrl + target, { waitUntil: "networkidle" });
      await Promise.all(finished);
      weights.set(target, weight);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}
