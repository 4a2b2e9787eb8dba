import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
// Types only: at run time the server reads the website from its build, never from its source.
import type * as WebsiteEntry from "#app/entry.server.tsx";
import type { SiteSettings } from "#app/settings.ts";
import type { Config } from "#contracts/config.ts";
import type { Renderings } from "../cache/renderings.ts";

// The one place that mounts the website into the process: it loads the build, checks the build
// was made for this configuration, and hands each page request its load context.

type ApiFetch = (request: Request) => Response | Promise<Response>;

export interface MountedWebsite {
  settings: SiteSettings;
  /** Sites the pages embed in frames, for the page policy. */
  embeddedOrigins: readonly string[];
  /** The built browser files and prerendered pages. */
  clientDir: string;
  /**
   * Draws a page; `backend` is this process's API, used unless API_BASE_URL names another.
   * Pages every visitor sees alike are kept in `renderings`.
   */
  handler(backend: ApiFetch, renderings: Renderings): (request: Request) => Promise<Response>;
  /** The backend's data changed: what pages keep of it besides `renderings` is read again. */
  changed(): void;
  /** What of a request's cookies a kept page may be drawn from (`Renderings`). */
  variant(cookieHeader: string | null): string;
}

export class BuildMismatchError extends Error {}

export async function loadWebsite(config: Config): Promise<MountedWebsite> {
  const file = path.join(config.buildDir, "server/index.js");
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const entry = build.entry.module as unknown as typeof WebsiteEntry;
  const settings = entry.siteSettings(config);
  const built = entry.builtSettings;
  if (settings.schoolCode !== built.schoolCode || settings.siteUrl !== built.siteUrl) {
    throw new BuildMismatchError(
      `The website in ${config.buildDir} was built for SCHOOL_CODE=${built.schoolCode} and ` +
        `SITE_URL=${built.siteUrl}, but this server is set to SCHOOL_CODE=${settings.schoolCode} ` +
        `and SITE_URL=${settings.siteUrl}. Build it again with these settings (npm run build).`,
    );
  }
  const render = createRequestHandler(build, "production");
  return {
    settings,
    embeddedOrigins: entry.embeddedOrigins,
    clientDir: path.join(config.buildDir, "client"),
    changed: () => entry.websiteChanged(),
    variant: (cookieHeader) => entry.renderingVariant(cookieHeader, config.timeZone),
    handler(backend, renderings) {
      const website: WebsiteEntry.Website = {
        renderings,
        schoolCode: settings.schoolCode,
        apiBase: config.apiBaseUrl ?? "",
        timeZone: config.timeZone,
        backend: entry.connectBackend({
          schoolCode: settings.schoolCode,
          timeoutMs: config.apiTimeoutMs,
          baseUrl: config.apiBaseUrl,
          fetch: config.apiBaseUrl ? undefined : backend,
        }),
      };
      return (request) => {
        const context = new RouterContextProvider();
        context.set(entry.websiteContext, website);
        return render(request, context);
      };
    },
  };
}
