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

export default defineConfig(({ command }) => ({
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
}));

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
