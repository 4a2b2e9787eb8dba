import { Hono } from "hono";
import { createApi, type ApiDeps } from "../api/api.ts";
import { clientAddress } from "../api/client-address.ts";
import { bodyLimits } from "./body-limits.ts";
import { compression } from "./compression.ts";
import { requestLog } from "../process/log.ts";
import { securityHeaders } from "./security-headers.ts";
import { createStaticFiles } from "./static-files.ts";
import { officePages, secureCookies } from "../office/office-pages.ts";
import { languageChoice } from "./language-choice.ts";
import { clearOnChange, serverCache } from "../cache/caches.ts";
import { createRenderings, renderingsApart } from "../cache/renderings.ts";
import type { MountedWebsite } from "./website.ts";
import { countDownloads, countPage } from "../reads/count-reads.ts";
import type { ReadCounter } from "../reads/read-counter.ts";

export interface ServerAppOptions extends ApiDeps {
  /** The built website; without it only the API is served (a backend alone, API tests). */
  website?: MountedWebsite;
  /** Origin of another backend the website reads (API_BASE_URL), for the page policy. */
  apiBaseUrl?: string;
  /** A line of the log for every answer (LOG_REQUESTS); every answer has its request id. */
  accessLog?: boolean;
  /** Counts the pages and documents people read (server/reads/); none are counted without. */
  readCounter?: ReadCounter;
}

/** The search's results page (app/pages.ts): drawn once per query, and kept apart. */
const searchPage = /^(?:\/hi)?\/search\/?$/i;

/** One process: the API, the built assets, then server-rendered pages for everything else. */
export function createServerApp(options: ServerAppOptions): Hono {
  const app = new Hono();
  const { website } = options;
  app.use(
    securityHeaders({
      apiOrigin: options.apiBaseUrl ? new URL(options.apiBaseUrl).origin : undefined,
      embeddedOrigins: website?.embeddedOrigins,
      trustProxy: options.trustProxy,
    }),
  );
  app.use(compression());
  app.use(secureCookies(options.trustProxy));
  // Before any call or page reads a body: each is bounded while it streams.
  app.use(bodyLimits());
  const { readCounter } = options;
  if (readCounter) app.use("/api/image/*", countDownloads(readCounter));
  app.route("/api", createApi(options));
  // A mounted app's notFound is not consulted by its parent; unknown API calls answer JSON here.
  app.all("/api/*", (c) => c.json({ error: "No such API call." }, 404));

  if (website) {
    app.use(createStaticFiles(website.clientDir));
    app.use(officePages());
    app.use(languageChoice());
    // With the backend in this process every change is heard here, so a kept page is answered
    // before any loader runs; a website reading another backend checks at every visit.
    const kept = (which: "renderings" | "searchPages") =>
      createRenderings(serverCache(options.db, which, {}, options.cacheBudgets), {
        early: !options.apiBaseUrl,
        variant: (request) => website.variant(request.headers.get("Cookie")),
      });
    const renderings = renderingsApart(
      (request) => searchPage.test(new URL(request.url).pathname),
      kept("searchPages"),
      kept("renderings"),
    );
    clearOnChange(options.db, () => website.changed());
    // Loaders read the API in-process: no HTTP hop when website and backend run together.
    const render = website.handler((request) => app.fetch(request), renderings);
    app.all("*", async (c) => {
      let answer = renderings.early(c.req.raw);
      if (!answer) {
        // Pages that call the API in-process (the contact and TC forms) pass on the visitor's
        // address, so rate limits count visitors rather than this server.
        c.req.raw.headers.set("x-forwarded-for", clientAddress(c, options.trustProxy));
        answer = await render(c.req.raw);
      }
      if (readCounter) countPage(readCounter, c.req.raw, answer);
      return answer;
    });
  }
  // The request id and the access log wrap what visitors ask, not the pages' own API calls.
  const logged = new Hono();
  logged.use(requestLog({ accessLog: options.accessLog ?? false }));
  logged.all("*", (c) => app.fetch(c.req.raw, c.env));
  return logged;
}
