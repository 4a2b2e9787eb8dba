import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { loadConfig } from "./contracts/config.ts";
import { precompress } from "./scripts/precompress.ts";

export default {
  ssr: true,
  buildDirectory: loadConfig(process.env).buildDir,
  // robots.txt (app/routes.ts) names the sitemap with the build's SITE_URL; the sitemap lists
  // items too, so it is drawn by the server.
  // The static pages' words change in the school office, so they are drawn by the server and
  // kept until they change (server/cache/renderings.ts), not built here.
  prerender: ["/robots.txt"],
  async buildEnd({ reactRouterConfig }) {
    await precompress(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
