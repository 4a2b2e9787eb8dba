import { createHash } from "node:crypto";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { crestIconsPlugin } from "./app/seo/crest-icons-plugin.ts";
import { siteSettings } from "./app/settings.ts";
import { loadConfig } from "./contracts/config.ts";

// Prerendered pages are written at build time, so the school they show and their canonical
// origin are build settings; the server checks at start that it is configured the same way.
const settings = siteSettings(loadConfig(process.env));

export default defineConfig(({ command, isSsrBuild }) => ({
  // The school's own images (logo, QR code, badges) belong to the content, not the code.
  publicDir: "content/public",
  define: {
    "import.meta.env.SCHOOL_CODE": JSON.stringify(settings.schoolCode),
    "import.meta.env.SITE_URL": JSON.stringify(settings.siteUrl),
  },
  css: {
    // Built pages carry short class names (the home page names some 500 classes): readable
    // ones while developing.
    modules: command === "build" ? { generateScopedName: shortClassName } : {},
  },
  // The home-screen icons and favicon.ico are drawn from the crest at build time.
  plugins: [reactRouter(), crestIconsPlugin()],
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: siteStyles } } },
  // The records' tables (contracts/records) are drizzle's: bundled into the server's build, the
  // few parts they use are one file, where importing drizzle's hundreds of files took a second
  // of every server start.
  ssr: { noExternal: ["drizzle-orm"] },
}));

const rootModule = path.join(import.meta.dirname, "app/root.tsx");

/**
 * Every stylesheet the root draws with, its own rules and its components' (header, footer,
 * 404), goes into one file. Left to itself the bundler gives those that pages share a file
 * each, so every page named four before its own, and a stylesheet past the six a phone fetches
 * at once waits a round trip (scripts/size-budget.ts holds pages to six). The server's build
 * draws no stylesheet, so only the browser's build is grouped.
 */
function siteStyles(
  id: string,
  { getModuleInfo }: { getModuleInfo: (id: string) => { importers: readonly string[] } | null },
): string | undefined {
  if (!/\.css($|\?)/.test(id)) return undefined;
  const seen = new Set<string>();
  const waiting = [id];
  while (waiting.length > 0) {
    const next = waiting.pop()!;
    if (next === rootModule) return "styles";
    if (seen.has(next)) continue;
    seen.add(next);
    waiting.push(...(getModuleInfo(next)?.importers ?? []));
  }
  return undefined;
}

const namesGiven = new Map<string, string>();

/** `_` and five characters of a hash of the file and class, the same in every build. */
function shortClassName(local: string, file: string): string {
  const key = `${path.relative(import.meta.dirname, file.split("?")[0]!)}:${local}`;
  const name = "_" + createHash("sha256").update(key).digest("base64url").slice(0, 5);
  const taken = namesGiven.get(name);
  if (taken && taken !== key) {
    throw new Error(`CSS classes ${taken} and ${key} hash to one name; rename one of them.`);
  }
  namesGiven.set(name, key);
  return name;
}
