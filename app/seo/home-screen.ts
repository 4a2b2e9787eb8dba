import type { SchoolSettings } from "#contracts/school-settings.ts";

// What a phone needs to put the school on its home screen: the web app manifest, the icons
// made from the crest at build time (app/seo/crest-icons.ts), and the colour of the browser's
// bar. The manifest is drawn from the school's settings for each request, so a name saved in
// the office is what the next phone adds.

/** The crest every icon is drawn from: a site image of the content (content/public). */
export const crestFile = "/images/logo.svg";

/** The page's own colours (app/styles/tokens.css; a test keeps them equal). */
export const colours = {
  /** The top bar's colour (--color-ink-strong): the browser's bar runs on into it. */
  theme: "#1b2233",
  /** The page's surface (--color-surface). */
  background: "#ffffff",
  /** Behind the crest where an icon may not be transparent (--color-surface-alt). */
  iconBackground: "#f7f3ea",
} as const;

export type IconKind = "any" | "maskable" | "apple";

export interface HomeScreenIcon {
  path: string;
  size: number;
  kind: IconKind;
}

/**
 * The PNG icons: the manifest's (the crest alone, and a maskable one whose crest keeps inside
 * the circle any launcher may cut), and iOS's apple-touch-icon, which may not be transparent.
 */
export const homeScreenIcons: readonly HomeScreenIcon[] = [
  { path: "/images/icon-192.png", size: 192, kind: "any" },
  { path: "/images/icon-512.png", size: 512, kind: "any" },
  { path: "/images/icon-maskable-512.png", size: 512, kind: "maskable" },
  // At the root too, where iOS looks for it when a page names none.
  { path: "/apple-touch-icon.png", size: 180, kind: "apple" },
];

/** The sizes /favicon.ico holds, for browsers and tools that ask for it by that name. */
export const faviconSizes = [16, 32, 48] as const;

export const manifestPath = "/manifest.webmanifest";
export const manifestType = "application/manifest+json";

/** The document head's links to the manifest and icons (app/root.tsx). */
export const homeScreenLinks = [
  { rel: "manifest", href: manifestPath },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The web app manifest (W3C Web Application Manifest) for the school's settings. */
export function webManifest(school: Pick<SchoolSettings, "name" | "titleName" | "description">) {
  return {
    id: "/",
    name: school.titleName,
    short_name: shortName(school.name),
    description: school.description,
    lang: "en-IN",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    // The site stays a website: a parent keeps the address bar, back button and sharing, and
    // PDFs, the fee payment and the parent portal open as they do in the browser.
    display: "browser",
    theme_color: colours.theme,
    background_color: colours.background,
    icons: homeScreenIcons
      .filter((icon) => icon.kind !== "apple")
      .map((icon) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
        purpose: icon.kind,
      })),
  };
}

/** Words that say what kind of school it is, dropped from the end of a long name first. */
const kindWords = new Set(
  "school convent public senior sr. sr secondary sec. higher high model academy international english medium vidyalaya"
    .split(" ")
    .map((word) => word.toLowerCase()),
);

/** Launchers show about twelve characters under an icon before they cut the name. */
const shortNameLength = 12;

/**
 * The name under the icon: 'Holy Lamp Convent School' as 'Holy Lamp'. Words that say what kind
 * of school it is go from the end while the name is too long; a name still too long is cut to
 * its initials ('Sacred Heart Girls' Convent' as 'SHGC').
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  while (
    words.length > 1 &&
    words.join(" ").length > shortNameLength &&
    kindWords.has(words.at(-1)!.toLowerCase())
  ) {
    words.pop();
  }
  const short = words.join(" ");
  if (short.length <= shortNameLength) return short;
  return name
    .split(/\s+/)
    .flatMap((word) => (/^\p{L}/u.test(word) ? [word[0]!.toUpperCase()] : []))
    .join("")
    .slice(0, shortNameLength);
}
