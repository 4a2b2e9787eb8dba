// Every check that reads the crawl of the site (tests/support/crawl.ts): its head and SEO, links
// and pictures, Hindi twins, content pages and their tables, and the one Nu HTML Checker run.
// Each is a file of its own in crawl/, run from here so that they share one site drawn once:
// a test file is a process of its own, and each would draw the whole site again. To run one of
// them, name it here with -t (`npx vitest run --project pages tests/pages/crawl -t SEO`).
import "./crawl/seo.test.ts";
import "./crawl/links-and-images.test.ts";
import "./crawl/hindi.test.ts";
import "./crawl/content-pages.test.ts";
import "./crawl/content-tables.test.ts";
import "./crawl/valid-html.test.ts";
