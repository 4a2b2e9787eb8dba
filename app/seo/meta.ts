import type { MetaDescriptor } from "react-router";
import { site } from "#content/site.ts";
import { pageTitle } from "../frame/title.ts";
import { findPage } from "../pages.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";

/** Search engines show about this many characters of a description before cutting it. */
export const DESCRIPTION_LENGTH = 155;

/**
 * A page's description for search results and link previews: its own sentence with the
 * spacing tidied, cut at a word to at most 155 characters, or the school's description when
 * the page has none.
 */
export function pageDescription(text: string | undefined): string {
  const plain = (text ?? "").replace(/\s+/g, " ").trim();
  if (!plain) return site.description;
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut;
  return words.replace(/[\s,;:.-]+$/, "").slice(0, DESCRIPTION_LENGTH - 1) + "…";
}

/**
 * Everything the head of a page says about it (spec 1's title, then search and link-preview
 * tags): `address` is the route's path, with the query only where it names the page
 * (`/SubGallery?id=...`); `description` overrides the route table's sentence.
 */
export function metaFor(
  address: string,
  description?: string,
  origin: string = siteUrl,
): MetaDescriptor[] {
  const [pathname = "/", query] = address.split("?");
  const page = findPage(pathname);
  const title = pageTitle(page?.name ?? site.name);
  const text = pageDescription(description ?? page?.description);
  // The route table's casing, so every spelling of an address names the same page.
  const url = absoluteUrl((page?.path ?? pathname) + (query ? `?${query}` : ""), origin);
  return [
    { title },
    { name: "description", content: text },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.titleName },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: text },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(site.shareImage.path, origin) },
    { property: "og:image:width", content: String(site.shareImage.width) },
    { property: "og:image:height", content: String(site.shareImage.height) },
    { property: "og:image:alt", content: site.shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
