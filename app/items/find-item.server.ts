import type { ApiClient } from "../api/client.ts";
import type { ItemList } from "#contracts/item-paths.ts";
import type { Language } from "#contracts/languages.ts";
import type { InLanguage } from "#contracts/records/hindi.ts";
import type { EntityOf } from "#contracts/records/index.ts";
import { itemIn } from "../i18n/item-language.ts";
import { fromAlbum, fromCircular, fromEvent, fromNews, type Item } from "./item.ts";

/** The item at an address under each list, read alone from the backend by its kind. */
type Source = (api: ApiClient, slug: string, language: Language) => Promise<Item | undefined>;

/** An item of `kind` read by its address, in `language`, drawn as its page draws it. */
const read =
  <Kind extends "news" | "events" | "circulars" | "albums">(
    kind: Kind,
    as: (item: EntityOf<Kind> & InLanguage & { slug: string }) => Item,
  ): Source =>
  async (api, slug, language) => {
    const found = await api.item(kind, slug);
    const shown =
      found && (itemIn(kind, found, language) as EntityOf<Kind> & InLanguage & { slug?: string });
    return withSlug(shown, slug, as);
  };

const sources: Record<ItemList, Source> = {
  NoticeBoard: read("news", fromNews),
  News: read("news", fromNews),
  Events: read("events", fromEvent),
  Circular: read("circulars", fromCircular),
  CBSECircular: read("circulars", fromCircular),
  Datesheet: read("circulars", fromCircular),
  Gallery: read("albums", fromAlbum),
};

/** The item found at `slug` as its page draws it: the backend's answer names the address. */
function withSlug<T extends { slug?: string }>(
  found: T | undefined,
  slug: string,
  as: (item: T & { slug: string }) => Item,
): Item | undefined {
  return found?.slug === slug ? as({ ...found, slug }) : undefined;
}

/**
 * The item with this address among `list`'s kind, whatever list it sits under now (a notice
 * moved to the news has a new address; its old one is redirected), in `language`. A failed
 * call throws.
 */
export async function findItem(
  api: ApiClient,
  list: ItemList,
  slug: string,
  language: Language = "en",
): Promise<Item | undefined> {
  return sources[list](api, slug, language);
}
