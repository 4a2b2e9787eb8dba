import { builtSettings } from "../built-settings.ts";

/**
 * The website's public origin, for canonical addresses, link previews and the sitemap. It is
 * fixed at build time (SITE_URL, app/settings.ts) because prerendered pages are written then.
 */
export const siteUrl: string = builtSettings.siteUrl;

/** An address on this website: `/Events` becomes `https://.../Events`. */
export function absoluteUrl(path: string, origin: string = siteUrl): string {
  return new URL(path, origin).href;
}
