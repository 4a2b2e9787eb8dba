import { data } from "react-router";
import { Link } from "../link.tsx";
import type { Route } from "./+types/search";
import { formatDate } from "#contracts/dates.ts";
import {
  searchGroups,
  searchQueryMax,
  searchQueryProblem,
  type ExcerptPart,
  type SearchGroup,
  type SearchResult,
} from "#contracts/search.ts";
import { fileUrl } from "../api/urls.ts";
import { searchEntriesIn, searchPages, type SearchEntry } from "../frame/search.ts";
import { SearchForm } from "../frame/search-form.tsx";
import { metaFor } from "../seo/meta.ts";
import { usePageSettings } from "../page-settings.ts";
import { apiOf } from "../website.server.ts";
import { languageAt, languageTags, type Language } from "#contracts/languages.ts";
import { pageName } from "../i18n/page-names.ts";
import { useLanguage, useWords } from "../i18n/words.ts";
import { findPage } from "../pages.ts";
import { searchWords } from "./search.words.ts";
import styles from "./search.module.css";

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/Search", { matches });

// The site search's page: the header search's answer without JavaScript, or when Enter is
// pressed without choosing a suggestion. Pages come first, found by their names (forgiving a
// slip, knowing 'TC') and by their words; then each kind of item, newest first, found by its
// words and its PDFs' words (the backend's /api/search). Drawn alike for every visitor of its
// query, so the server keeps it (`shared`, apart from the site's other pages) unless the
// search failed.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, searchQueryMax);
  const language = languageAt(url.pathname);
  const problem = problemIn(query, language);
  const names = problem ? [] : searchPages(query, searchEntriesIn(language));
  let groups: SearchGroup[] = [];
  let failed = false;
  if (!problem && query.trim() !== "") {
    try {
      groups = await apiOf(context).search(
        query.trim(),
        request.headers.get("x-forwarded-for"),
        language,
      );
    } catch (error) {
      // The names are still found: the page says the rest could not be searched.
      console.warn(`Search for ${JSON.stringify(query)}: ${(error as Error).message}`);
      failed = true;
    }
  }
  const shown = withNames(names, groups);
  return data(
    { query, problem, failed, groups: shown, ...(failed ? {} : { shared: true as const }) },
    // How many it found, for the server's count of searches that found nothing
    // (server/reads/count-reads.ts); kept with the page, so a kept page says it too.
    failed || problem || query.trim() === ""
      ? {}
      : { headers: { "X-Search-Found": String(countOf(shown)) } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Why a query is refused, in the page's language (contracts/search.ts says it in English). */
function problemIn(query: string, language: Language): string | undefined {
  const problem = searchQueryProblem(query);
  if (!problem || language === "en") return problem;
  const w = searchWords[language];
  return query.length > searchQueryMax ? w.tooLong(searchQueryMax, query.length) : w.badCharacter;
}

/** A page found by its name or by its words, or a stored PDF of the menu found by its name. */
interface PageMatch {
  name: string;
  to?: string;
  file?: string;
  excerpt: ExcerptPart[];
}

interface ShownGroup {
  kind: SearchGroup["kind"];
  total: number;
  pages?: PageMatch[];
  results: SearchResult[];
}

/** Pages matched by name lead their group, with their words' excerpt; then pages by words. */
function withNames(names: SearchEntry[], groups: SearchGroup[]): ShownGroup[] {
  const byWords = groups.find((group) => group.kind === "Page")?.results ?? [];
  const excerptOf = (to?: string) => byWords.find((result) => result.path === to)?.excerpt ?? [];
  const pages: PageMatch[] = [
    ...names.map((entry) => ({ ...entry, excerpt: excerptOf(entry.to) })),
    ...byWords
      .filter((result) => !names.some((entry) => entry.to === result.path))
      .map((result) => ({ name: result.title, to: result.path, excerpt: result.excerpt })),
  ];
  // Pages found both ways are counted once.
  const both = byWords.length + names.length - pages.length;
  const total = names.length + (groups.find((group) => group.kind === "Page")?.total ?? 0) - both;
  const items = groups.filter((group) => group.kind !== "Page");
  return pages.length === 0 ? items : [{ kind: "Page", total, pages, results: [] }, ...items];
}

const countOf = (groups: ShownGroup[]) => groups.reduce((sum, group) => sum + group.total, 0);

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, problem, failed, groups } = loaderData;
  const count = countOf(groups);
  const language = useLanguage();
  const w = searchWords[language];
  const page = findPage("/Search");
  return (
    <div className="page-body">
      <h1>{page ? pageName(page, language) : "Search"}</h1>
      <SearchForm id="search-page-q" query={query} fieldLabel={w.fieldLabel} />
      {problem ? (
        <p role="alert">{problem}</p>
      ) : query.trim() === "" ? (
        <p>{w.hint}</p>
      ) : count === 0 ? (
        <p role="status">{failed ? w.noneAndFailed : w.none}</p>
      ) : (
        <>
          <p role="status">
            {w.resultsFor(count, query)}
            {failed && w.failedNote}
            {w.end}
          </p>
          {groups.map((group) => (
            <ResultGroup key={group.kind} group={group} />
          ))}
        </>
      )}
    </div>
  );
}

function ResultGroup({ group }: { group: ShownGroup }) {
  const w = useWords(searchWords);
  const language = useLanguage();
  const { list } = searchGroups[group.kind];
  const heading = w[group.kind];
  const headingId = `search-${group.kind.replace(/\W+/g, "-").toLowerCase()}`;
  const shown = (group.pages?.length ?? 0) + group.results.length;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId}>
        {heading} <span className={styles.total}>({group.total})</span>
      </h2>
      <ul className={styles.results}>
        {group.pages?.map((page) => (
          <PageResult key={page.to ?? page.file} page={page} />
        ))}
        {/* Videos share their list's address. */}
        {group.results.map((result, index) => (
          <li
            key={`${result.path}-${index}`}
            className={styles.result}
            // A Hindi search finds items with no Hindi yet: their words are English.
            lang={language !== result.language ? languageTags[result.language] : undefined}
          >
            <Link to={result.path} className={styles.title}>
              {result.title}
            </Link>
            {result.date && <ResultDate date={result.date} />}
            <Excerpt parts={result.excerpt} />
          </li>
        ))}
      </ul>
      {group.total > shown && (
        <p className={styles.more}>
          {list ? (
            <>
              {w.newestShown(shown, group.total)} <Link to={list}>{w.seeEvery(heading)}</Link>
              {w.orAddWord}
            </>
          ) : (
            w.bestShown(shown, group.total)
          )}
        </p>
      )}
    </section>
  );
}

function PageResult({ page }: { page: PageMatch }) {
  const { apiBase, schoolCode } = usePageSettings();
  const w = useWords(searchWords);
  return (
    <li className={styles.result}>
      {page.file ? (
        <a
          href={fileUrl(`${schoolCode}/${page.file}`, apiBase)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.title}
        >
          {page.name} <span>{w.pdfNewTab}</span>
        </a>
      ) : (
        <Link to={page.to!} className={styles.title}>
          {page.name}
        </Link>
      )}
      <Excerpt parts={page.excerpt} />
    </li>
  );
}

/** An item's date as its card shows it; a circular's as the office wrote it (14.11.26). */
function ResultDate({ date }: { date: string }) {
  const formatted = formatDate(date, useLanguage());
  return (
    <p className={styles.date}>{formatted ? <time dateTime={date}>{formatted}</time> : date}</p>
  );
}

/** A few words around the matches, the matched words marked: text, never markup. */
function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  if (parts.length === 0) return null;
  return (
    <p className={styles.excerpt}>
      {parts.map((part, index) =>
        part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}
