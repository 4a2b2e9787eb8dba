import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import { itemPath } from "#contracts/item-paths.ts";
import {
  kindLists,
  queryWords,
  searchGroups,
  searchKinds,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
} from "#contracts/search.ts";
import type { Db } from "../db/database.ts";
import type { Language } from "#contracts/languages.ts";
import * as t from "../db/schema.ts";
import { onSite } from "./collections.ts";
import { excerptOf, queryStems } from "./search-excerpts.ts";

// The site search: PostgreSQL's full-text search ('english': "fees" finds "fee") over what the
// public sees at `now`: the static pages' published words, and the published notices, news,
// events, circulars, datesheets, albums and videos, with the words of the PDFs they attach.
// One query, the same on PGlite and PostgreSQL. Each item's and each page version's words,
// its title's apart and an item's PDFs' among them, are kept and indexed when it is saved
// (drizzle/0006_search_words.sql, 0009_search_index.sql), so a query over ten years of notices
// parses no text; the excerpts of the few results shown are cut here (search-excerpts.ts).

/** The most results of one kind; the group says how many more there are. */
export const resultsPerKind = 10;

/** The words of the PDFs named in `pdfs`, read when they were stored (document-texts.ts). */
const pdfWords = (pdfs: SQL | AnyPgColumn) =>
  sql`coalesce((select string_agg(${t.documentTexts.text}, ' ') from ${t.documentTexts} where ${t.documentTexts.path} = any(${pdfs})), '')`;

/**
 * Rows whose kept words hold the query, or whose kept title words hold the words the query
 * begins (drizzle/0006_search_words.sql and 0009_search_index.sql), each read by its index.
 */
const matching = (table: AnyPgTable | SQL, query: Query) =>
  sql`(${table}.search_words @@ ${query.words} or ${table}.title_words @@ ${query.begun})`;

/** The query's tsqueries: written out where they are used, so the planner sees their words. */
interface Query {
  words: SQL;
  begun: SQL;
}

/**
 * Each source as rows of (kind, source, id, title, slug, page, date, sort_at, position, rank),
 * only those that match: what orders a kind newest first (pages, which have no date, by `rank`),
 * and what finds the row again (`source`, `id`) for the text its excerpt is cut from. Only these
 * small columns are sorted; the texts are read for the few rows shown (`texts`).
 */
function sources(schoolId: string, now: Date, query: Query, language: Language): SQL[] {
  // An item's title in the search's language: its Hindi on the site, else its English; and
  // which of the two it is (`lang`), so the results page marks English words as English.
  const title = (table: { title: AnyPgColumn; hindi: AnyPgColumn }) =>
    language === "en"
      ? sql`${table.title} as title, 'en' as lang`
      : sql`coalesce(nullif(search_hindi_title(${table.hindi}), ''), ${table.title}) as title,
          case when search_hindi_title(${table.hindi}) <> '' then 'hi' else 'en' end as lang`;
  const news = t.news;
  const events = t.events;
  const circulars = t.circulars;
  const albums = t.galleries;
  const videos = t.videos;
  const nowText = now.toISOString();
  // Published and due; the public sees the latest such version of each page.
  const visible = (version: SQL) =>
    sql`${version}.status = 'published' and (${version}.publish_at is null or ${version}.publish_at <= ${nowText}::timestamptz)`;
  return [
    sql`select case when ${news.category} = 'NoticeBoard' then 'Notice' else 'News' end as kind,
        'news' as source, ${news.id} as id, ${title(news)}, ${news.slug} as slug,
        null as page, ${news.fromDate}::text as date, ${news.fromDate}::timestamptz as sort_at,
        ${news.position} as position, null::real as rank
      from ${news}
      where ${and(eq(news.schoolId, schoolId), onSite(news, now), matching(news, query))}`,
    sql`select 'Event', 'events', ${events.id}, ${title(events)}, ${events.slug}, null,
        ${events.date}::text, ${events.date}::timestamptz, ${events.position}, null
      from ${events}
      where ${and(eq(events.schoolId, schoolId), onSite(events, now), matching(events, query))}`,
    // A circular's date is as the office wrote it; its list's order (newest saved first, then
    // the office's order) is the search's too.
    sql`select case ${circulars.category} when 'Datesheet' then 'Datesheet'
          when 'CBSE-Circular' then 'CBSE Circular' else 'Circular' end,
        'circulars', ${circulars.id}, ${title(circulars)}, ${circulars.slug}, null, ${circulars.date},
        ${circulars.createdAt}, ${circulars.position}, null
      from ${circulars}
      where ${and(eq(circulars.schoolId, schoolId), onSite(circulars, now), matching(circulars, query))}`,
    // Only the photo gallery's albums have pages of their own (the home page keeps others).
    sql`select 'Album', 'galleries', ${albums.id}, ${title(albums)}, ${albums.slug}, null,
        ${albums.date}::text, ${albums.date}::timestamptz, ${albums.position}, null
      from ${albums}
      where ${and(eq(albums.schoolId, schoolId), eq(albums.category, "PhotoGallery"), onSite(albums, now), matching(albums, query))}`,
    sql`select 'Video', 'videos', ${videos.id}, ${title(videos)}, null, null, ${videos.date}::text,
        ${videos.date}::timestamptz, ${videos.position}, null
      from ${videos}
      where ${and(eq(videos.schoolId, schoolId), onSite(videos, now), matching(videos, query))}`,
    // A page has no date: its results are ordered by how well they match. Its title and text
    // are its document's, kept when it was saved (search_page_title, search_page_text).
    sql`select 'Page', 'pages', version.id, version.search_title, version.language, null, version.path, null,
        null::timestamptz, 0, ts_rank(version.search_words, ${query.words})
      from ${t.pageVersions} version
      where version.school_id = ${schoolId} and ${pageIn(language, visible)}
        and ${visible(sql`version`)} and ${matching(sql`version`, query)}
        and not exists (select from ${t.pageVersions} later
          where later.school_id = version.school_id and later.path = version.path
            and later.language = version.language and later.number > version.number
            and ${visible(sql`later`)})`,
  ];
}

/**
 * The page versions searched in `language`: its own, and for a page with none on the site in
 * that language, its English (as the site shows it).
 */
const pageIn = (language: Language, visible: (version: SQL) => SQL) =>
  language === "en"
    ? sql`version.language = 'en'`
    : sql`(version.language = ${language} or (version.language = 'en' and not exists (
        select from ${t.pageVersions} own where own.school_id = version.school_id
          and own.path = version.path and own.language = ${language} and ${visible(sql`own`)})))`;

/** The text a shown row's excerpt is cut from: its own words and its PDFs'. */
const texts = (row: SQL, language: Language): SQL => {
  // A Hindi search's excerpts are cut from an item's Hindi first.
  const hindi = (table: { hindi: AnyPgColumn }) =>
    language === "en" ? sql`` : sql`search_hindi_words(${table.hindi}) || ' ' || `;
  return sql`case ${row}.source
    when 'news' then (select ${hindi(t.news)}${t.news.description} || ' ' || ${pdfWords(t.news.attachments)} from ${t.news} where ${t.news.id} = ${row}.id)
    when 'events' then (select ${hindi(t.events)}${t.events.description} || ' ' || ${t.events.venue} || ' ' || ${pdfWords(t.events.attachments)} from ${t.events} where ${t.events.id} = ${row}.id)
    when 'circulars' then (select ${hindi(t.circulars)}${pdfWords(t.circulars.attachments)} from ${t.circulars} where ${t.circulars.id} = ${row}.id)
    when 'galleries' then (select ${hindi(t.galleries)}${t.galleries.description} || ' ' || array_to_string(${t.galleries.captions}, ' ') from ${t.galleries} where ${t.galleries.id} = ${row}.id)
    when 'pages' then (select search_text from ${t.pageVersions} where ${t.pageVersions.id} = ${row}.id)
    else '' end`;
};

interface Row extends Record<string, unknown> {
  kind: SearchKind;
  title: string;
  lang: Language;
  slug: string | null;
  page: string | null;
  date: string | null;
  total: number;
  /** What the excerpt is cut from: the row's text and its PDFs' words. */
  text: string;
  /** The query as the database read it, its words stemmed. */
  query: string;
}

/**
 * What the public can find at `now` for `query`, grouped by kind in the order of `searchKinds`,
 * each kind newest first as its list orders it (pages best match first), at most `resultsPerKind` of each. The
 * query is read as a web search box's ("fees -late", "annual day", fees or dues); its words
 * also find titles they begin, so "datesh" as typed finds the Datesheets.
 */
export async function searchSite(
  db: Db,
  schoolId: string,
  query: string,
  now: Date,
  language: Language = "en",
): Promise<SearchGroup[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const tsquery: Query = {
    words: sql`websearch_to_tsquery('english', search_plain(${query}))`,
    begun: sql`to_tsquery('english', search_plain(${`${words.join(" & ")}:*`}))`,
  };
  // Pages of equal rank (one word said as often) go by their address: the same order each time.
  const { rows } = await db.execute<Row>(sql`
    with found as (${sql.join(sources(schoolId, now, tsquery, language), sql` union all `)}),
    ranked as (
      select found.*,
        row_number() over (partition by kind order by sort_at desc nulls last, position, rank desc, page) as n,
        count(*) over (partition by kind) as total
      from found
    )
    select kind, title, lang, slug, page, date, total::int as total,
      ${texts(sql`found`, language)} as text, ${tsquery.words}::text as query
    from ranked found
    where n <= ${resultsPerKind}
    order by kind, n`);

  const groups = new Map<SearchKind, SearchGroup>();
  const stems = queryStems(rows[0]?.query ?? "");
  for (const row of rows) {
    let group = groups.get(row.kind);
    if (!group) groups.set(row.kind, (group = { kind: row.kind, total: row.total, results: [] }));
    group.results.push(toResult(row, stems));
  }
  return searchKinds.flatMap((kind) => groups.get(kind) ?? []);
}

function toResult(row: Row, stems: ReadonlySet<string>): SearchResult {
  const list = kindLists[row.kind];
  const excerpt = excerptOf(row.text, stems);
  const path =
    row.page ??
    (list && itemPath(list, row.slug ?? undefined)) ??
    searchGroups[row.kind].list ??
    "/";
  return {
    kind: row.kind,
    title: row.title || nameOf(path),
    language: row.lang,
    path,
    ...(row.date && { date: row.date }),
    excerpt: pdfOnly.has(row.kind) && !excerpt.some((part) => part.mark) ? [] : excerpt,
  };
}

// A circular's words are its PDF's, which open with the letterhead: without a match in them
// (the title matched), the excerpt would be the school's address.
const pdfOnly = new Set<SearchKind>(["Circular", "Datesheet", "CBSE Circular"]);

/** '/SchoolFees' → 'School Fees': a page without a heading of its own. */
const nameOf = (path: string) => path.slice(1).replace(/([a-z])([A-Z])/g, "$1 $2");
