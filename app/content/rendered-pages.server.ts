import { ApiError, versionOf, type ApiClient } from "../api/client.ts";
import { renderPage, type RenderedPage } from "./rendered.ts";

/**
 * The newest version of each page this process has read, turned into HTML: Markdown is read
 * once per version, and a page already seen is still shown while the backend cannot answer.
 */
const latest = new Map<string, { version: string; page: RenderedPage }>();

/** `version`: what the page was drawn from (its number, and the pages it shows tables from). */
export type PageAnswer = { version: string; page: RenderedPage } | "missing" | "unavailable";

export async function pageFor(api: ApiClient, path: string): Promise<PageAnswer> {
  try {
    const published = await api.page(path);
    const version = versionOf(published);
    const known = latest.get(path);
    if (known?.version === version) return known;
    const fresh = { version, page: renderPage({ ...published.document, path }) };
    latest.set(path, fresh);
    return fresh;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      latest.delete(path);
      return "missing";
    }
    console.warn(`page ${path}: ${(error as Error).message}`);
    return latest.get(path) ?? "unavailable";
  }
}
