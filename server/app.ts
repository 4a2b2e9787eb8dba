import path from "node:path";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { setInProcessApi } from "#app/api/client.server.ts";
import { createApi, type ApiDeps } from "./api/api.ts";
import { clientAddress } from "./api/client-address.ts";
import { compression } from "./compression.ts";
import { securityHeaders } from "./security-headers.ts";
import { createStaticFiles } from "./static-files.ts";

export interface ServerAppOptions extends ApiDeps {
  /** The React Router server build; without it only the API is served (API tests). */
  build?: ServerBuild;
  clientDir?: string;
}

/** One process: the API, the built assets, then server-rendered pages for everything else. */
export function createServerApp(options: ServerAppOptions): Hono {
  const app = new Hono();
  const apiBase = process.env.API_BASE_URL;
  app.use(securityHeaders({ apiOrigin: apiBase ? new URL(apiBase).origin : undefined }));
  app.use(compression());
  const api = createApi(options);
  app.route("/api", api);
  // A mounted app's notFound is not consulted by its parent; unknown API calls answer JSON here.
  app.all("/api/*", (c) => c.json({ error: "No such API call." }, 404));

  if (options.build) {
    // Loaders read the API in-process: no HTTP hop when website and backend run together.
    setInProcessApi((request) => app.fetch(request));
    app.use(createStaticFiles(options.clientDir ?? path.resolve("build/client")));
    const handle = createRequestHandler(options.build, "production");
    app.all("*", (c) => {
      // Pages that call the API in-process (the contact and TC forms) pass on the visitor's
      // address, so rate limits count visitors rather than this server.
      c.req.raw.headers.set("x-forwarded-for", clientAddress(c));
      return handle(c.req.raw);
    });
  }
  return app;
}
