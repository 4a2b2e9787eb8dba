import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { officeRoutes } from "./office/routes.ts";
import { pages } from "./pages.ts";
import { itemLists } from "#contracts/item-paths.ts";

// The route table is `pages.ts`: each built page names its module there. Anything else lands
// on the catch-all, which fixes the casing of known paths and answers the rest "not found".
// Every page is drawn in English at the spec's address and in Hindi at the same address under
// `/hi` (#contracts/languages.ts), by the same module.
const pageRoutes = (hindi: boolean) => {
  const at = (path: string) => (hindi ? `hi/${path}` : path);
  const id = (name: string) => (hindi ? `hi/${name}` : name);
  return [
    ...pages
      .filter((page) => page.module)
      .map((page) =>
        page.path === "/"
          ? hindi
            ? route("hi", page.module!, { id: "hi" })
            : index(page.module!)
          : // Case-sensitive, so that other casings reach the catch-all and are redirected.
            route(at(page.path.slice(1)), page.module!, {
              id: id(page.path.slice(1)),
              caseSensitive: true,
            }),
      ),
    // Each notice, news item, event, circular, datesheet and album on its own page, under its list.
    ...Object.entries(itemLists).map(([list, path]) =>
      route(at(`${path.slice(1)}/:slug`), "routes/item-page.tsx", {
        id: id(`item-${list}`),
        caseSensitive: true,
      }),
    ),
    // One month of events, for the home page's calendar.
    route(at("Events/calendar/:month"), "routes/calendar-month.ts", { id: id("calendar-month") }),
  ];
};

export default [
  ...pageRoutes(false),
  ...pageRoutes(true),
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
  // The same in Hindi (app/feeds/feed-catalogue.ts).
  route("feeds/hi/events.ics", "routes/calendar.ts", { id: "hi/calendar" }),
  route("feeds/hi/events/:file", "routes/event-calendar.ts", { id: "hi/event-calendar" }),
  route("feeds/hi/:file", "routes/feed.ts", { id: "hi/feed" }),
  // The CBSE disclosure's sheet as a PDF (server/disclosure/).
  route("CbseDisclosure.pdf", "routes/disclosure-pdf.ts"),
  route("hi/CbseDisclosure.pdf", "routes/disclosure-pdf.ts", { id: "hi/disclosure-pdf" }),
  // An item's short link, as messages to parents carry it.
  route("s/:code", "routes/short-link.ts"),
  route("hi/s/:code", "routes/short-link.ts", { id: "hi/short-link" }),
  // /Apply's fee paid online: to the payment link, and back from it (routes/apply-pay.ts).
  route("Apply/pay", "routes/apply-pay.ts"),
  route("Apply/paid", "routes/apply-pay.ts", { id: "apply-paid" }),
  route("hi/Apply/pay", "routes/apply-pay.ts", { id: "hi/apply-pay" }),
  route("hi/Apply/paid", "routes/apply-pay.ts", { id: "hi/apply-paid" }),
  // /Subscribe's notifications box turns a browser's notifications on and off here.
  route("Subscribe/notifications", "routes/subscribe-notifications.ts"),
  route("hi/Subscribe/notifications", "routes/subscribe-notifications.ts", {
    id: "hi/subscribe-notifications",
  }),
  ...officeRoutes,
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
