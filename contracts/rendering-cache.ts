/**
 * Rendered pages, and the feeds, calendars and sitemap files, kept by the server that mounts the
 * website, keyed by address; `key` names what a rendering was drawn from (the versions of its
 * words and of the settings, or a digest of its data), so a changed page is drawn again and an
 * unchanged one never is. The website asks for it (`Website.renderings`); the server keeps it
 * (`server/cache/renderings.ts`).
 */
export interface RenderingCache {
  /** The kept answer for this request's address if it was drawn from `key`. */
  answer(request: Request, key: string): Response | undefined;
  /**
   * Keeps `text` (a page's HTML, a feed's XML) for this request's address, drawn from `key`,
   * and answers with it.
   */
  keep(request: Request, key: string, text: string, headers: Headers): Response;
}
