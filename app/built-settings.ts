import { site } from "#content/site.ts";
import type { SiteSettings } from "./settings.ts";

/** The settings this build was made with (vite.config.ts writes them in). */
export const builtSettings: SiteSettings = {
  schoolCode: import.meta.env.SCHOOL_CODE ?? site.schoolCode,
  siteUrl: import.meta.env.SITE_URL ?? new URL(site.url).origin,
};
