import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/pages.ts";

export default {
  ssr: true,
  // Static pages need no backend: they are rendered once, at build time.
  prerender: prerenderedPaths,
} satisfies Config;
