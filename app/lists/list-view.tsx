import { useSearchParams } from "react-router";
import type { TodayParts } from "#contracts/dates.ts";
import type { ListFacets } from "#contracts/list-query.ts";
import type { ListSource } from "../api/client.ts";
import { ListPage, type SelectFilter } from "./list-page.tsx";
import { Pager } from "./pager.tsx";
import type { Language } from "#contracts/languages.ts";
import { pageName } from "../i18n/page-names.ts";
import { useLanguage } from "../i18n/words.ts";
import { findPage } from "../pages.ts";
import styles from "./list-page.module.css";
import { SomeInEnglish } from "../i18n/in-english.tsx";
import { hasHindi } from "#contracts/office-records.ts";

/**
 * What makes one list page: its source, its selects, its card, its placeholder. A page's spec is
 * made for the language of the page it draws (its words, its selects' labels).
 */
export interface ListSpec<T> {
  path: string;
  heading: string;
  countLabel: string;
  /** The list it reads a page at a time, with the page's own filters (a category). */
  source: ListSource;
  /** Spec 7: this month's items first, then the rest newest first (News, Events). */
  currentMonthFirst?: true;
  /** The selects, built on the server from the list's counts by month and value. */
  filters: (facets: ListFacets, today: TodayParts) => SelectFilter[];
  search?: { label: string; placeholder: string };
  /** An item as its card draws it, from the item as the API sends it (by default, itself). */
  shown?: (item: never, today: TodayParts) => T;
  Card: (props: { item: T }) => React.ReactNode;
  keyOf: (item: T) => string;
  empty: React.ReactNode;
  /** Shown under the heading, above the filters (the Events page's calendar links). */
  aside?: React.ReactNode;
}

/** A list page's heading: its name in the route table (app/pages.ts), in `language`. */
export function listHeading(path: string, language: Language): string {
  const page = findPage(path);
  return page ? pageName(page, language) : path;
}

export interface ListData<T> {
  /** One page of the items the filters keep. */
  items: T[];
  /** How many items the filters keep, on every page. */
  total: number;
  filters: SelectFilter[];
  /** The cursors of the pages on either side, when there are. */
  next?: string;
  previous?: string;
  /** Drawn alike for every visitor of its address and query: the server keeps it. */
  shared?: true;
}

/**
 * One mechanism for every list page: the loader (`loadList`) asks the backend for one page of
 * the items the URL's filters keep, a failure being an empty list and the page's placeholder;
 * this view draws the count, the selects, the page's cards and the links to the pages on either
 * side, which keep the filters. In the browser the list-filters behaviour swaps in the cards of
 * a new choice without reloading the page.
 */
export function ListView<T>({ spec, data }: { spec: ListSpec<T>; data: ListData<T> }) {
  const [params] = useSearchParams();
  const language = useLanguage();
  return (
    <ListPage
      heading={spec.heading}
      countLabel={spec.countLabel}
      count={data.total}
      filters={data.filters}
      search={spec.search}
      empty={spec.empty}
      aside={spec.aside}
    >
      {hasHindi(spec.source.kind) ? <SomeInEnglish items={data.items} /> : null}
      <ul className={styles.cards}>
        {data.items.map((item) => (
          <spec.Card key={spec.keyOf(item)} item={item} />
        ))}
      </ul>
      <Pager
        params={params}
        keep={[...data.filters.map((filter) => filter.name), "q"]}
        next={data.next}
        previous={data.previous}
        of={spec.heading}
        language={language}
      />
    </ListPage>
  );
}
