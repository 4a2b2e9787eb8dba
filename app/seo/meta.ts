import type { MetaDescriptor } from "react-router";
import { site } from "#content/site.ts";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import { pageTitle } from "../frame/title.ts";
import { findPage } from "../pages.ts";
import { pageName } from "../i18n/page-names.ts";
import {
  englishPath,
  languageAt,
  languages,
  languageTags,
  pathIn,
  type Language,
} from "#contracts/languages.ts";
import { schoolIn, withSchool, type MatchedRoutes } from "../school.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";

/** Search engines show about this many characters of a description before cutting it. */
export const DESCRIPTION_LENGTH = 155;

/**
 * A page's description for search results and link previews: its own sentence with the
 * school's facts filled in ('{school}', see school.ts) and the spacing tidied, cut at a word to
 * at most 155 characters, or the school's description when the page has none.
 */
export function pageDescription(text: string | undefined, school: SchoolSettings | undefined) {
  const plain = withSchool(text ?? "", school)
    .replace(/\s+/g, " ")
    .trim();
  if (!plain) return cut(school?.description ?? "");
  return cut(plain);
}

function cut(plain: string): string {
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const start = plain.slice(0, DESCRIPTION_LENGTH);
  const lastSpace = start.lastIndexOf(" ");
  const words = lastSpace > DESCRIPTION_LENGTH / 2 ? start.slice(0, lastSpace) : start;
  return words.replace(/[\s,;:.-]+$/, "").slice(0, DESCRIPTION_LENGTH - 1) + "…";
}

/**
 * Everything the head of a page says about it (spec 1's title, then search and link-preview
 * tags): `address` is the route's path, with the query only where it names the page
 * (`/SubGallery?id=...`); `matches` are the meta function's, whose root data holds the
 * school's settings; `description` overrides the route table's sentence.
 */
export function metaFor(
  address: string,
  {
    matches,
    description,
    origin = siteUrl,
    name,
    image,
    type = "website",
  }: {
    matches: MatchedRoutes;
    description?: string;
    origin?: string;
    /** The page's name when it is not in the route table (an item's title). */
    name?: string;
    /** The link preview's picture when the page has its own (an item's first picture). */
    image?: { url: string; alt: string };
    type?: "website" | "article";
  },
): MetaDescriptor[] {
  const school = schoolIn(matches);
  const [pathname = "/", query] = address.split("?");
  const page = findPage(pathname);
  const language = languageAt(matches.findLast((match) => match?.pathname)?.pathname ?? pathname);
  const title = pageTitle(
    name ?? (page && pageName(page, language)) ?? school?.name ?? "",
    school?.titleName,
  );
  const text = pageDescription(description ?? page?.description, school);
  // The route table's casing, so every spelling of an address names the same page; each
  // language's page is its own canonical address, and names the other as its alternate.
  const english = page?.path ?? englishPath(pathname);
  const urlIn = (language: Language) =>
    absoluteUrl(pathIn(english, language) + (query ? `?${query}` : ""), origin);
  const url = urlIn(language);
  const locale = (language: Language) => languageTags[language].replace("-", "_");
  return [
    { title },
    { name: "description", content: text },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((other) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: languageTags[other],
      href: urlIn(other),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn("en") },
    { property: "og:type", content: type },
    ...(school ? [{ property: "og:site_name", content: school.titleName }] : []),
    { property: "og:locale", content: locale(language) },
    ...languages
      .filter((other) => other !== language)
      .map((other) => ({ property: "og:locale:alternate", content: locale(other) })),
    { property: "og:title", content: title },
    { property: "og:description", content: text },
    { property: "og:url", content: url },
    // The card is the page's own picture, or the site's (content/public/images).
    ...(image
      ? [
          { property: "og:image", content: absoluteUrl(image.url, origin) },
          { property: "og:image:alt", content: image.alt },
        ]
      : [
          { property: "og:image", content: absoluteUrl(site.shareImage.path, origin) },
          { property: "og:image:width", content: String(site.shareImage.width) },
          { property: "og:image:height", content: String(site.shareImage.height) },
          { property: "og:image:alt", content: site.shareImage.alt },
        ]),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
