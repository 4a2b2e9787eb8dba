import { site } from "#content/site.ts";

/**
 * The website's public origin, for canonical addresses, link previews and the sitemap. It is
 * fixed at build time (vite.config.ts reads SITE_URL) because prerendered pages are written
 * then; without SITE_URL it is the school's address in content/site.ts.
 */
export const siteUrl: string = new URL(import.meta.env.SITE_URL ?? site.url).origin;

/** An address on this website: `/Events` becomes `https://.../Events`. */
export function absoluteUrl(path: string, origin: string = siteUrl): string {
  return new URL(path, origin).href;
}
