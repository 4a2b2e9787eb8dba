// Full-page screenshots of pages at 1280 px and 375 px, for looking at what a visitor sees.
// Usage: npm run screenshots -- http://localhost:3000 / /Search?q=fee
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = path.resolve("test-results/screenshots");
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
for (const width of [1280, 375]) {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 740 },
    deviceScaleFactor: 1,
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  for (const target of paths.length > 0 ? paths : ["/"]) {
    await page.goto(baseUrl + target, { waitUntil: "networkidle" });
    const name = target.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "") || "home";
    const file = path.join(out, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
