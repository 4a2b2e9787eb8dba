import { useSearchParams } from "react-router";
import type { ApiClient } from "../api/client.ts";
import type { TodayParts } from "#contracts/dates.ts";
import { ListPage, selected, type SelectFilter } from "./list-page.tsx";
import styles from "./list-page.module.css";

/** What makes one list page: its source, its selects, its match rule, its card, its placeholder. */
export interface ListSpec<T> {
  path: string;
  heading: string;
  countLabel: string;
  /** Fetches the list and applies the page's category and sort (spec 7). */
  load: (api: ApiClient, today: TodayParts) => Promise<T[]>;
  /** The selects, built from the data on the server (options and defaults). */
  filters: (items: T[], today: TodayParts) => SelectFilter[];
  /** Whether an item stays, given each select's value and the search text. */
  matches: (item: T, values: Record<string, string>, q: string) => boolean;
  search?: { label: string; placeholder: string };
  Card: (props: { item: T }) => React.ReactNode;
  keyOf: (item: T) => string;
  empty: React.ReactNode;
  /** Shown under the heading, above the filters (the Events page's calendar links). */
  aside?: React.ReactNode;
}

export interface ListData<T> {
  items: T[];
  filters: SelectFilter[];
  /** Drawn alike for every visitor of its address and query: the server keeps it. */
  shared?: true;
}

/**
 * One mechanism for every list page: the loader (`loadList`) reads the list on the server, a
 * failure being an empty list and the page's placeholder; this view filters it from the query
 * string, on the server for the first paint and without JavaScript, and in the browser as the
 * visitor changes a select, without asking the server again.
 */
export function ListView<T>({ spec, data }: { spec: ListSpec<T>; data: ListData<T> }) {
  const { items, filters } = data;
  const [params] = useSearchParams();
  const values = Object.fromEntries(
    filters.map((filter) => [filter.name, selected(params, filter)]),
  );
  const q = (params.get("q") ?? "").trim().toLowerCase();
  const shown = items.filter((item) => spec.matches(item, values, q));
  return (
    <ListPage
      heading={spec.heading}
      countLabel={spec.countLabel}
      count={shown.length}
      filters={filters}
      search={spec.search}
      empty={spec.empty}
      aside={spec.aside}
    >
      <ul className={styles.cards}>
        {shown.map((item) => (
          <spec.Card key={spec.keyOf(item)} item={item} />
        ))}
      </ul>
    </ListPage>
  );
}
