import { Feed } from "feed";
import { escapeHtml } from "../school.ts";
import type { FeedFormat } from "./feed-catalogue.ts";
import type { FeedEntry } from "./feed-entries.ts";

// One list's entries as an RSS 2.0 or Atom 1.0 document (the `feed` package writes the XML).

export interface Channel {
  /** "{school}: Notices". */
  title: string;
  description: string;
  /** Its language, as BCP 47 (en-IN, hi-IN). */
  language: string;
  /** The list page the feed follows, absolute. */
  link: string;
  /** This document's own address, absolute; Atom's feed id too. */
  self: string;
  /** The school, Atom's author of every entry. */
  author: { name: string; link: string };
  /** A small square picture for readers' lists, absolute. */
  icon: string;
}

/**
 * An Atom entry's title is marked `type="html"`, so its words go in escaped; RSS's title is
 * plain text and goes in as written. (Summaries are HTML already; the XML is escaped for us.)
 */
const entryTitle = (title: string, format: FeedFormat) =>
  format === "atom" ? escapeHtml(title) : title;

/** The feed document; `now` dates a feed that has no entries yet. */
export function feedDocument(
  channel: Channel,
  entries: readonly FeedEntry[],
  format: FeedFormat,
  now: Date,
): string {
  const updated = entries.reduce<Date | undefined>(
    (latest, entry) => (!latest || entry.updated > latest ? entry.updated : latest),
    undefined,
  );
  const feed = new Feed({
    id: channel.self,
    title: channel.title,
    description: channel.description,
    link: channel.link,
    feed: channel.self,
    language: channel.language,
    updated: updated ?? now,
    author: { name: channel.author.name, link: channel.author.link },
    favicon: channel.icon,
    generator: false,
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.id,
      title: entryTitle(entry.title, format),
      link: entry.link,
      // Atom's <updated>; RSS's <pubDate> is `published`.
      date: entry.updated,
      published: entry.published,
      description: entry.summary,
    });
  }
  return format === "atom" ? feed.atom1() : feed.rss2();
}
