// The site's two languages and how an address says which one a page is in: the spec's English
// addresses stay as they are, and each page's Hindi twin is the same address under `/hi`
// (`/SchoolFees` and `/hi/SchoolFees`, `/` and `/hi`). The website draws by it, the server
// remembers a visitor's choice by it (server/http/language-choice.ts).

export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];

/** The `lang` each language's pages carry: BCP 47, as `hreflang` and `<html lang>` want. */
export const languageTags: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** The cookie that remembers a visitor's language for the next visit. */
export const languageCookie = "lang";

const hindiAddress = /^\/hi(?=\/|$)/i;

/** The language of the page at `pathname`. */
export function languageAt(pathname: string): Language {
  return hindiAddress.test(pathname) ? "hi" : "en";
}

/** The English page of the same name: `/hi/SchoolFees` → `/SchoolFees`, `/hi` → `/`. */
export function englishPath(pathname: string): string {
  return pathname.replace(hindiAddress, "") || "/";
}

/** `pathname`'s page (in either language) in `language`. */
export function pathIn(pathname: string, language: Language): string {
  const english = englishPath(pathname);
  if (language === "en") return english;
  return english === "/" ? "/hi" : `/hi${english}`;
}

/**
 * Addresses that are not pages in a language: files, feeds, the office, the API and the site's
 * machine-read answers. A link to one of them is the same from either language's pages.
 */
const notPages =
  /^\/(?:api|office|files|images|assets|fonts|feeds|sitemaps?|robots\.txt|manifest\.webmanifest|sitemap\.xml|favicon)(?:[/.?#]|$)/i;

/** Whether a site-relative address names a page that has a twin in each language. */
export function isPageAddress(address: string): boolean {
  return address.startsWith("/") && !address.startsWith("//") && !notPages.test(address);
}

/**
 * A site-relative link as the pages of `language` draw it: a page's address moves to that
 * language's twin (its query and fragment kept); anything else is left as it is.
 */
export function localHref(address: string, language: Language): string {
  if (language === "en" || !isPageAddress(address) || languageAt(address) === "hi") return address;
  const at = address.search(/[?#]/);
  const path = at < 0 ? address : address.slice(0, at);
  const rest = at < 0 ? "" : address.slice(at);
  return pathIn(path, language) + rest;
}
