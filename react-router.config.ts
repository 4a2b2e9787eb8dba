import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/pages.ts";
import { loadConfig } from "./contracts/config.ts";
import { precompress } from "./scripts/precompress.ts";

export default {
  ssr: true,
  buildDirectory: loadConfig(process.env).buildDir,
  // Static pages need no backend: they are rendered once, at build time, as are the sitemap
  // and robots.txt (app/routes.ts), which list them with the build's SITE_URL.
  prerender: [...prerenderedPaths, "/sitemap.xml", "/robots.txt"],
  async buildEnd({ reactRouterConfig }) {
    await precompress(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
