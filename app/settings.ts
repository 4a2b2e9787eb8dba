import { site } from "#content/site.ts";
import type { Config } from "#contracts/config.ts";

/**
 * What the website's pages are drawn for: the school whose records and files they show, and the
 * public origin of their canonical addresses. Prerendered pages are written with them at build
 * time, so a server checks at start that it is configured as its build was.
 */
export interface SiteSettings {
  schoolCode: string;
  siteUrl: string;
}

/** The settings a configuration gives the website: the content's own unless configured. */
export function siteSettings(config: Pick<Config, "schoolCode" | "siteUrl">): SiteSettings {
  return {
    schoolCode: config.schoolCode ?? site.schoolCode,
    siteUrl: config.siteUrl ?? new URL(site.url).origin,
  };
}
