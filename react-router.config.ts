import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { loadConfig } from "./contracts/config.ts";
import { precompress } from "./scripts/precompress.ts";

export default {
  ssr: true,
  buildDirectory: loadConfig(process.env).buildDir,
  // The sitemap and robots.txt (app/routes.ts) list the site's pages with the build's SITE_URL.
  // The static pages' words change in the school office, so they are drawn by the server and
  // kept until they change (server/renderings.ts), not built here.
  prerender: ["/sitemap.xml", "/robots.txt"],
  async buildEnd({ reactRouterConfig }) {
    await precompress(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
