// What a first visit (empty cache) downloads: JavaScript and CSS requests with their gzip sizes
// (the measure budgets are written in; the server sends Brotli, a little smaller, to browsers),
// and every byte transferred as sent, headers included.
import { gzipSync } from "node:zlib";
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
          (async () => {
            const sizes = await request.sizes();
            weight.requests++;
            weight.transferredBytes += sizes.responseBodySize + sizes.responseHeadersSize;
            const type = request.resourceType();
            if (type !== "script" && type !== "stylesheet") return;
            const body = await (await request.response())!.body();
            const gzipBytes = gzipSync(body, { level: 9 }).length;
            if (type === "script") {
              weight.jsRequests++;
              weight.jsBytes += gzipBytes;
            } else {
              weight.cssRequests++;
              weight.cssBytes += gzipBytes;
            }
          })(),
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
