import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { officeRoutes } from "./office/routes.ts";
import { pages } from "./pages.ts";
import { itemLists } from "#contracts/item-paths.ts";

// The route table is `pages.ts`: each built page names its module there. Anything else lands
// on the catch-all, which fixes the casing of known paths and answers the rest "not found".
export default [
  ...pages
    .filter((page) => page.module)
    .map((page) =>
      page.path === "/"
        ? index(page.module!)
        : // Case-sensitive, so that other casings reach the catch-all and are redirected.
          route(page.path, page.module!, { id: page.path.slice(1), caseSensitive: true }),
    ),
  // Each notice, news item, event, circular, datesheet and album on its own page, under its list.
  ...Object.entries(itemLists).map(([list, path]) =>
    route(`${path}/:slug`, "routes/item-page.tsx", { id: `item-${list}`, caseSensitive: true }),
  ),
  // One month of events, for the home page's calendar.
  route("Events/calendar/:month", "routes/calendar-month.ts"),
  // For search engines; robots.txt is prerendered (react-router.config.ts).
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  // For phones' home screens (app/seo/home-screen.ts); drawn from the school's settings.
  route("manifest.webmanifest", "routes/manifest.ts"),
  // Feeds for readers and calendars (app/feeds): /feeds/news.rss, /feeds/events.ics, ...
  route("feeds/events.ics", "routes/calendar.ts"),
  route("feeds/events/:file", "routes/event-calendar.ts"),
  route("feeds/:file", "routes/feed.ts"),
  ...officeRoutes,
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
