import { ApiError, versionOf, type ApiClient } from "../api/client.ts";
import { renderPage, type RenderedPage } from "./rendered.ts";
import type { Language } from "#contracts/languages.ts";

/**
 * The newest version of each page read through an API client, turned into HTML: Markdown is read
 * once per version, and a page already seen is still shown while the backend cannot answer. One
 * set per client, that is per school's backend: two schools served by one process never show
 * each other's words.
 */
const kept = new WeakMap<ApiClient, Map<string, Rendered>>();

/**
 * `version`: what the page was drawn from (its number, and the pages it shows tables from);
 * `language`: the language of its words, English where a Hindi page has none yet.
 */
interface Rendered {
  version: string;
  page: RenderedPage;
  language: Language;
  /** A Hindi version's English version, older than the English on the site. */
  olderThanEnglish?: number;
}
export type PageAnswer = Rendered | "missing" | "unavailable";

export async function pageFor(
  api: ApiClient,
  path: string,
  language: Language = "en",
): Promise<PageAnswer> {
  const key = `${language}:${path}`;
  let latest = kept.get(api);
  if (!latest) kept.set(api, (latest = new Map()));
  try {
    const published = await api.page(path, language);
    const version = versionOf(published);
    const known = latest.get(key);
    if (known?.version === version) return known;
    const fresh = {
      version,
      page: renderPage({ ...published.document, path }),
      language: published.language,
      ...(published.olderThanEnglish !== undefined && {
        olderThanEnglish: published.olderThanEnglish,
      }),
    };
    latest.set(key, fresh);
    return fresh;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      latest.delete(key);
      return "missing";
    }
    console.warn(`page ${path}: ${(error as Error).message}`);
    return latest.get(key) ?? "unavailable";
  }
}
