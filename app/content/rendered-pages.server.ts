import { ApiError, type ApiClient } from "../api/client.ts";
import { renderPage, type RenderedPage } from "./rendered.ts";

/**
 * The newest version of each page this process has read, turned into HTML: Markdown is read
 * once per version, and a page already seen is still shown while the backend cannot answer.
 */
const latest = new Map<string, { number: number; page: RenderedPage }>();

export type PageAnswer = { number: number; page: RenderedPage } | "missing" | "unavailable";

export async function pageFor(api: ApiClient, path: string): Promise<PageAnswer> {
  try {
    const published = await api.page(path);
    const known = latest.get(path);
    if (known?.number === published.number) return known;
    const fresh = { number: published.number, page: renderPage({ ...published.document, path }) };
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
