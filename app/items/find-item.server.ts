import type { ApiClient } from "../api/client.ts";
import type { ItemList } from "#contracts/item-paths.ts";
import { fromAlbum, fromCircular, fromEvent, fromNews, type Item } from "./item.ts";

/** The item at an address under each list, read alone from the backend by its kind. */
const sources: Record<ItemList, (api: ApiClient, slug: string) => Promise<Item | undefined>> = {
  NoticeBoard: async (api, slug) => withSlug(await api.item("news", slug), slug, fromNews),
  News: async (api, slug) => withSlug(await api.item("news", slug), slug, fromNews),
  Events: async (api, slug) => withSlug(await api.item("events", slug), slug, fromEvent),
  Circular: async (api, slug) => withSlug(await api.item("circulars", slug), slug, fromCircular),
  CBSECircular: async (api, slug) =>
    withSlug(await api.item("circulars", slug), slug, fromCircular),
  Datesheet: async (api, slug) => withSlug(await api.item("circulars", slug), slug, fromCircular),
  Gallery: async (api, slug) => withSlug(await api.item("albums", slug), slug, fromAlbum),
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
 * moved to the news has a new address; its old one is redirected). A failed call throws.
 */
export async function findItem(
  api: ApiClient,
  list: ItemList,
  slug: string,
): Promise<Item | undefined> {
  return sources[list](api, slug);
}
