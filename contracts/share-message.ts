import { formatDate } from "./dates.ts";
import { circularList, itemLists, itemPath, newsList, type ItemList } from "./item-paths.ts";
import { shortPath } from "./short-links.ts";
import { isSitePath, isWebAddress } from "./links.ts";
import { localHref, type Language } from "./languages.ts";
import type { OfficeRecord } from "./office-records.ts";

// What the office pastes into the class WhatsApp groups once an item is published: one message
// a clerk sends as it is, in place of typing the item again for each of 14 to 40 groups.
//
// It follows WhatsApp's documented behaviour (WhatsApp Help Center, 2025): "How to format your
// messages" (*bold*, _italic_, ~strikethrough~: only these marks are read, so only they are taken
// out of a title) and "How to use click to chat" (https://wa.me/?text=<URL-encoded text> opens
// WhatsApp with the text filled in, and the sender chooses the chat or group).

/** What an item is called in its message: the list it sits under, or an alert. */
export type SharedKind = ItemList | "Alert";

/** An item as its message tells it. */
export interface SharedItem {
  kind: SharedKind;
  title: string;
  /** Its date, YYYY-MM-DD. */
  date?: string;
  /** A circular's date as the office wrote it ("14.11.26"), which its page shows as written. */
  dateShown?: string;
  /** The last day of an event over several days (YYYY-MM-DD). */
  endDate?: string;
  time?: string;
  venue?: string;
  /** The classes it is for (class names, "IX"); none: everyone. */
  audience?: readonly string[];
  /** Its words in Hindi, where the school has put them on the site. */
  hi?: { title?: string; venue?: string };
  /** Its page: on this site ("/Circular/2026-11-20-winter-uniform"), or another site's address. */
  path: string;
}

export interface ShareOptions {
  /** The site's public origin, e.g. "https://www.school.example". */
  siteUrl: string;
  /** The language of the message and of the page it links to; English unless asked. */
  language?: Language;
}

/**
 * The most characters a message has. A parent reads it in a group's list of messages on a phone:
 * past this it is folded under "Read more", and the link with it.
 */
export const shareMessageLimit = 700;

/** The least of a long title kept: shorter, it no longer says what the item is. */
const shortestTitle = 40;

const words = {
  en: {
    kinds: {
      NoticeBoard: "Notice",
      News: "News",
      Events: "Event",
      Circular: "Circular",
      CBSECircular: "CBSE circular",
      Datesheet: "Datesheet",
      Gallery: "Album",
      Alert: "Alert",
    },
    date: "Date",
    when: "When",
    where: "Where",
    to: " to ",
    toEnd: "",
    forClasses: (classes: string) => `For classes ${classes}`,
  },
  hi: {
    kinds: {
      NoticeBoard: "सूचना",
      News: "समाचार",
      Events: "कार्यक्रम",
      Circular: "सर्कुलर",
      CBSECircular: "CBSE सर्कुलर",
      Datesheet: "डेटशीट",
      Gallery: "एल्बम",
      Alert: "ज़रूरी सूचना",
    },
    date: "दिनांक",
    when: "कब",
    where: "स्थान",
    to: " से ",
    toEnd: " तक",
    forClasses: (classes: string) => `कक्षा ${classes} के लिए`,
  },
} satisfies Record<Language, unknown>;

/** A date as the item's page shows it: '5 Nov 2026' ('5 नव॰ 2026'). */
const shownDate = (value: string, language: Language) => formatDate(value, language) || value;

/** A title that cannot open or close WhatsApp's bold, italics or strikethrough, on one line. */
const plainTitle = (title: string) => title.replace(/[*_~]/g, "").replace(/\s+/g, " ").trim();

/**
 * `text` in at most `most` characters, ending in "…" where it is cut: after a whole word where
 * one ends near, and never inside a letter (a Hindi letter with its vowel sign is one).
 */
function shortened(text: string, most: number): string {
  if (text.length <= most) return text;
  let kept = "";
  for (const { segment } of new Intl.Segmenter().segment(text)) {
    if (kept.length + segment.length > most - 1) break;
    kept += segment;
  }
  const cutInWord = /\S$/.test(kept) && /^\S/.test(text.slice(kept.length));
  const wordEnd = cutInWord ? kept.replace(/\s+\S*$/, "") : kept;
  const shown = wordEnd.length >= kept.length - 15 ? wordEnd : kept;
  return `${shown.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/**
 * The ready WhatsApp message of an item: what it is and its title in bold, its date (an event's
 * days, time and place), the classes it is for, and the absolute address of its page in the
 * message's language. A long title is shortened to keep it within `shareMessageLimit`
 * characters; the link never is.
 */
export function shareMessage(item: SharedItem, { siteUrl, language = "en" }: ShareOptions): string {
  const w = words[language];
  const inHindi = language === "hi" ? item.hi : undefined;
  const title = plainTitle(inHindi?.title || item.title);
  const venue = (inHindi?.venue || item.venue)?.trim();
  const days = item.dateShown?.trim()
    ? item.dateShown.trim()
    : item.date
      ? shownDate(item.date, language) +
        (item.endDate ? `${w.to}${shownDate(item.endDate, language)}${w.toEnd}` : "")
      : "";
  const when = [days, item.time?.trim()].filter(Boolean).join(", ");
  const classes = (item.audience ?? []).map((name) => name.trim()).filter(Boolean);
  const facts = [
    when && `${item.kind === "Events" ? w.when : w.date}: ${when}`,
    venue && `${w.where}: ${venue}`,
    classes.length > 0 && w.forClasses(classes.join(", ")),
  ].filter((line): line is string => Boolean(line));
  const link = new URL(localHref(item.path, language), siteUrl).href;
  const write = (shown: string) =>
    [`*${w.kinds[item.kind]}${shown ? `: ${shown}` : ""}*`, ...facts, link].join("\n");
  const room = shareMessageLimit - write("").length - ": ".length;
  return write(shortened(title, Math.max(room, shortestTitle)));
}

/** WhatsApp's "click to chat" link that opens it with `text` filled in, for any chat or group. */
export const whatsAppShareUrl = (text: string): string =>
  `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * A published record as its message tells it: a notice or news item, a circular or datesheet,
 * an event or an alert; undefined for a kind parents are not sent. Its page is its own address
 * (`slug`) where the record carries one, its list's page otherwise.
 */
export function sharedItem(
  record: Pick<OfficeRecord, "kind" | "values" | "hindi"> & { id?: string; slug?: string },
): SharedItem | undefined {
  const { values } = record;
  const text = (name: string) => (typeof values[name] === "string" ? values[name].trim() : "");
  const hindi = record.hindi?.published?.fields ?? {};
  const hi = {
    ...(hindi.title && { title: hindi.title }),
    ...(hindi.venue && { venue: hindi.venue }),
  };
  const common = { title: text("title"), ...(Object.keys(hi).length > 0 && { hi }) };
  // Its short link where it has its own page: a phone's message has little room.
  const pageOf = (list: ItemList) =>
    (record.id && record.slug && shortPath(record.id)) ||
    itemPath(list, record.slug) ||
    itemLists[list];
  const audience = Array.isArray(values.audience) ? values.audience.map(String) : [];
  switch (record.kind) {
    case "news": {
      const list = newsList(text("category"));
      return {
        ...common,
        kind: list,
        date: text("fromDate"),
        time: text("time"),
        venue: text("venue"),
        audience,
        path: pageOf(list),
      };
    }
    case "circulars": {
      const list = circularList(text("category"));
      return { ...common, kind: list, dateShown: text("date"), audience, path: pageOf(list) };
    }
    case "events":
      return {
        ...common,
        kind: "Events",
        date: text("date"),
        ...(text("endDate") > text("date") && { endDate: text("endDate") }),
        time: text("time"),
        venue: text("venue"),
        audience,
        path: pageOf("Events"),
      };
    case "alerts": {
      // An alert shows on every page: its "More about it" link where it has one, else home.
      const more = text("url");
      return {
        ...common,
        kind: "Alert",
        path: isSitePath(more) || isWebAddress(more, true) ? more : "/",
      };
    }
    default:
      return undefined;
  }
}
