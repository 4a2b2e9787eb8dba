// Lighthouse's SEO category on every page of app/pages.ts against a running site:
//   npx node scripts/lighthouse-seo.ts http://localhost:3000
// Prints each page's score and any failed audit; exits 1 unless every page scores 100.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pages } from "#app/pages.ts";
import { chromiumPath } from "../tests/support/browser.ts";

const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const albums = (await (await fetch(`${base}/api/gallery/All/HLCA`)).json()) as { _id: string }[];
const addresses = pages
  .filter((page) => page.module)
  .map((page) =>
    page.path === "/SubGallery"
      ? `/SubGallery?id=${albums[0]?._id}`
      : page.path === "/Search"
        ? "/Search?q=rules"
        : page.path,
  );

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
let failures = 0;
try {
  for (const address of addresses) {
    const result = await lighthouse(base + address, {
      port: chrome.port,
      onlyCategories: ["seo"],
      output: "json",
      logLevel: "error",
    });
    const lhr = result!.lhr;
    const score = Math.round((lhr.categories.seo?.score ?? 0) * 100);
    const failed = Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score === 0)
      .map((audit) => audit.id);
    if (score < 100) failures++;
    console.log(
      `${String(score).padStart(3)}  ${address}${failed.length ? "  " + failed.join(", ") : ""}`,
    );
  }
} finally {
  await chrome.kill();
}
console.log(failures ? `${failures} pages below 100` : `all ${addresses.length} pages score 100`);
process.exit(failures ? 1 : 0);
