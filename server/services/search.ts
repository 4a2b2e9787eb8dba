import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";
import { itemPath } from "#contracts/item-paths.ts";
import {
  kindLists,
  queryWords,
  searchGroups,
  searchKinds,
  type ExcerptPart,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
} from "#contracts/search.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { onSite } from "./collections.ts";

// The site search: PostgreSQL's full-text search ('english': "fees" finds "fee") over what the
// public sees at `now`: the static pages' published words, and the published notices, news,
// events, circulars, datesheets, albums and videos, with the words of the PDFs they attach.
// One query, the same on PGlite and PostgreSQL. Each item's words, its PDFs' among them, are
// kept and indexed when it is saved (drizzle/0006_search_words.sql), so a query over ten years
// of notices reads an index; only the excerpts of the few results shown are cut from the text.

/** The most results of one kind; the group says how many more there are. */
export const resultsPerKind = 10;

// Marks around the matching words in an excerpt: characters of Unicode's private use area,
// which no text of the school's is expected to hold; turned into parts, never into markup.
const markStart = "\uE000";
const markEnd = "\uE001";
const headlineOptions = `StartSel=${markStart}, StopSel=${markEnd}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

// A page's words are the values of these keys of its document (contracts/page-content.ts),
// not its block types, files or addresses.
const wordKeys = [
  "heading",
  "crumb",
  "description",
  "text",
  "markdown",
  "title",
  "caption",
  "note",
  "alt",
  "label",
  "cite",
  "value",
  "subtitle",
];
const listKeys = ["items", "rules", "points", "columns"];
const keyIs = (keys: string[]) => keys.map((key) => `@.key == "${key}"`).join(" || ");
const eachMember = `strict $.** ? (@.type() == "object").keyvalue()`;
const pageWordPaths = [
  `${eachMember} ? (${keyIs(wordKeys)}).value ? (@.type() == "string")`,
  `${eachMember} ? (${keyIs(listKeys)}).value[*] ? (@.type() == "string")`,
  `${eachMember} ? (@.key == "rows").value[*][*] ? (@.type() == "string" || @.type() == "number")`,
];
// Markdown's marks and link targets are not words.
const markdownMarks = "\\]\\([^)]*\\)|[*#>`|\\[\\]]+";

/** The words of the PDFs a row attaches, read when they were stored (document-texts.ts). */
const pdfWords = sql`coalesce((select string_agg(${t.documentTexts.text}, ' ') from ${t.documentTexts} where ${t.documentTexts.path} = any(found.pdfs)), '')`;

/** An item's kept words (the `search_words` column, drizzle/0006_search_words.sql). */
const keptWords = (table: AnyPgTable) => sql`${table}.search_words`;

/** Rows whose words hold the query, or whose title has words the query's words begin. */
const matching = (words: SQL, title: AnyColumn | SQL) =>
  sql`(${words} @@ q.words or to_tsvector('english', ${title}) @@ q.begun)`;

/**
 * Each source as rows of (kind, title, body, pdfs, words, slug, page, date, sort_at, position),
 * only those that match: `words` is what is matched (kept and indexed for items), `body` and
 * the words of the PDFs named in `pdfs` what the excerpt is cut from, and the rest what orders
 * a kind newest first.
 */
function sources(schoolId: string, now: Date): SQL[] {
  const news = t.news;
  const events = t.events;
  const circulars = t.circulars;
  const albums = t.galleries;
  const videos = t.videos;
  const pages = t.pageVersions;
  const nowText = now.toISOString();
  const live = sql`select distinct on (${pages.path}) ${pages.path} as path, ${pages.document} as document
    from ${pages}
    where ${pages.schoolId} = ${schoolId} and ${pages.status} = 'published'
      and (${pages.publishAt} is null or ${pages.publishAt} <= ${nowText}::timestamptz)
    order by ${pages.path}, ${pages.number} desc`;
  const pageWords = sql.join(
    pageWordPaths.map((path) => sql`jsonb_path_query_array(live.document, ${path}::jsonpath)`),
    sql` || `,
  );
  const pageText = sql`select coalesce(live.document->>'heading', live.document->>'crumb', '') as title,
      regexp_replace(
        (select coalesce(string_agg(word #>> '{}', ' '), '') from jsonb_array_elements(${pageWords}) word),
        ${markdownMarks}, ' ', 'g') as body,
      live.path
    from (${live}) live`;
  return [
    sql`select case when ${news.category} = 'NoticeBoard' then 'Notice' else 'News' end as kind,
        ${news.title} as title, ${news.description} as body, ${news.attachments} as pdfs,
        ${keptWords(news)} as words, ${news.slug} as slug, null as page,
        ${news.fromDate}::text as date, ${news.fromDate}::timestamptz as sort_at, ${news.position} as position
      from ${news}, q
      where ${and(eq(news.schoolId, schoolId), onSite(news, now), matching(keptWords(news), news.title))}`,
    sql`select 'Event', ${events.title}, ${events.description} || ' ' || ${events.venue},
        ${events.attachments}, ${keptWords(events)}, ${events.slug}, null, ${events.date}::text,
        ${events.date}::timestamptz, ${events.position}
      from ${events}, q
      where ${and(eq(events.schoolId, schoolId), onSite(events, now), matching(keptWords(events), events.title))}`,
    // A circular's date is as the office wrote it; its list's order (newest saved first, then
    // the office's order) is the search's too.
    sql`select case ${circulars.category} when 'Datesheet' then 'Datesheet'
          when 'CBSE-Circular' then 'CBSE Circular' else 'Circular' end,
        ${circulars.title}, '', ${circulars.attachments}, ${keptWords(circulars)}, ${circulars.slug},
        null, ${circulars.date}, ${circulars.createdAt}, ${circulars.position}
      from ${circulars}, q
      where ${and(eq(circulars.schoolId, schoolId), onSite(circulars, now), matching(keptWords(circulars), circulars.title))}`,
    // Only the photo gallery's albums have pages of their own (the home page keeps others).
    sql`select 'Album', ${albums.title},
        ${albums.description} || ' ' || array_to_string(${albums.captions}, ' '), '{}'::text[],
        ${keptWords(albums)}, ${albums.slug}, null, ${albums.date}::text,
        ${albums.date}::timestamptz, ${albums.position}
      from ${albums}, q
      where ${and(eq(albums.schoolId, schoolId), eq(albums.category, "PhotoGallery"), onSite(albums, now), matching(keptWords(albums), albums.title))}`,
    sql`select 'Video', ${videos.title}, '', '{}'::text[], ${keptWords(videos)}, null, null,
        ${videos.date}::text, ${videos.date}::timestamptz, ${videos.position}
      from ${videos}, q
      where ${and(eq(videos.schoolId, schoolId), onSite(videos, now), matching(keptWords(videos), videos.title))}`,
    // A page has no date: its results are ordered by how well they match. The school's few
    // dozen pages are read as they are now, not kept.
    sql`select 'Page', page.title, page.body, '{}'::text[], page.words, null, page.path, null,
        null::timestamptz, 0
      from (select text.*, to_tsvector('english', text.title || ' ' || text.body) as words
        from (${pageText}) text) page, q
      where ${matching(sql`page.words`, sql`page.title`)}`,
  ];
}

interface Row extends Record<string, unknown> {
  kind: SearchKind;
  title: string;
  slug: string | null;
  page: string | null;
  date: string | null;
  total: number;
  excerpt: string;
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
): Promise<SearchGroup[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const begun = `${words.join(" & ")}:*`;
  const { rows } = await db.execute<Row>(sql`
    with q as (
      select websearch_to_tsquery('english', ${query}) as words, to_tsquery('english', ${begun}) as begun
    ),
    found as (${sql.join(sources(schoolId, now), sql` union all `)}),
    ranked as (
      select found.*, q.words as query,
        row_number() over (partition by kind order by sort_at desc nulls last, position, ts_rank(found.words, q.words) desc) as n,
        count(*) over (partition by kind) as total
      from found cross join q
    )
    select kind, title, slug, page, date, total::int as total,
      ts_headline('english', found.body || ' ' || ${pdfWords}, found.query, ${headlineOptions}) as excerpt
    from ranked found
    where n <= ${resultsPerKind}
    order by kind, n`);

  const groups = new Map<SearchKind, SearchGroup>();
  for (const row of rows) {
    let group = groups.get(row.kind);
    if (!group) groups.set(row.kind, (group = { kind: row.kind, total: row.total, results: [] }));
    group.results.push(toResult(row));
  }
  return searchKinds.flatMap((kind) => groups.get(kind) ?? []);
}

function toResult(row: Row): SearchResult {
  const list = kindLists[row.kind];
  const excerpt = excerptParts(row.excerpt);
  const path =
    row.page ??
    (list && itemPath(list, row.slug ?? undefined)) ??
    searchGroups[row.kind].list ??
    "/";
  return {
    kind: row.kind,
    title: row.title || nameOf(path),
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

/** ts_headline's excerpt, its marks turned into parts: text, never markup. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pieces = excerpt
    .replace(/\s+/g, " ")
    .trim()
    .split(new RegExp(`${markStart}([^${markEnd}]*)${markEnd}`, "u"));
  pieces.forEach((text, index) => {
    const clean = text.replace(/[\uE000\uE001]/g, "");
    if (clean === "") return;
    if (index % 2 === 1) parts.push({ text: clean, mark: true });
    else parts.push({ text: clean });
  });
  return parts;
}
