import type { ApiClient } from "../api/client.ts";
import type { ItemList } from "#contracts/item-paths.ts";
import { fromAlbum, fromCircular, fromEvent, fromNews, type Item } from "./item.ts";

const withSlug = <T extends { slug?: string }>(items: T[]) =>
  items.filter((item): item is T & { slug: string } => Boolean(item.slug));

/** Each list's items as item pages, read through the list calls the list pages use. */
const sources: Record<ItemList, (api: ApiClient) => Promise<Item[]>> = {
  NoticeBoard: async (api) => withSlug(await api.allNews()).map(fromNews),
  News: async (api) => withSlug(await api.allNews()).map(fromNews),
  Events: async (api) => withSlug(await api.allEvents()).map(fromEvent),
  Circular: async (api) => withSlug(await api.circulars()).map(fromCircular),
  CBSECircular: async (api) => withSlug(await api.circulars()).map(fromCircular),
  Datesheet: async (api) => withSlug(await api.circulars()).map(fromCircular),
  Gallery: async (api) => withSlug(await api.allGalleries()).map(fromAlbum),
};

/**
 * The item with this address among `list`'s source, whatever list it sits under now (a notice
 * moved to the news has a new address; its old one is redirected). A failed call throws.
 */
export async function findItem(
  api: ApiClient,
  list: ItemList,
  slug: string,
): Promise<Item | undefined> {
  return (await sources[list](api)).find((item) => item.slug === slug);
}
