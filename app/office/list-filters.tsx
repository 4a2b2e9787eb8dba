import s from "./office.module.css";
import { monthChoices, yearChoices } from "./list-query.ts";

/** A list's search box and filters, sent as a plain GET so a search can be bookmarked. */
export function ListFilters({
  q,
  label = "Search",
  children,
}: {
  q?: string;
  /** What the box searches, e.g. "Words of the title". */
  label?: string;
  children?: React.ReactNode;
}) {
  return (
    <form method="get" className={`${s.filters} ${s.panel}`} role="search">
      <div className={s.field}>
        <label htmlFor="q">{label}</label>
        <input id="q" name="q" type="search" defaultValue={q} className={s.input} />
      </div>
      {children}
      <button type="submit" className={`${s.button} ${s.secondary}`}>
        Find
      </button>
    </form>
  );
}

/** One filter: a choice among `options` ([value, label]), the first meaning "all". */
export function FilterChoice(props: {
  name: string;
  label: string;
  value?: string;
  options: readonly (readonly [string, string])[];
  /** A choice of few words (a year, a month), drawn narrower to share a phone's row. */
  short?: boolean;
}) {
  return (
    <div className={`${s.field} ${props.short ? s.short : ""}`}>
      <label htmlFor={props.name}>{props.label}</label>
      <select
        id={props.name}
        name={props.name}
        defaultValue={props.value ?? ""}
        className={s.input}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The year and month a list's lines are dated in, and whether the newest or the oldest come
 * first: the filters every dated log shares (the audit log, enquiries, certificate downloads).
 */
export function DatedChoices({
  years,
  query,
}: {
  years: readonly number[];
  query: { year?: string; month?: string; sort?: string };
}) {
  return (
    <>
      <FilterChoice
        name="year"
        label="Year"
        value={query.year}
        options={yearChoices(years, query.year)}
        short
      />
      <FilterChoice name="month" label="Month" value={query.month} options={monthChoices} short />
      <FilterChoice
        name="sort"
        label="Order"
        value={query.sort}
        options={[
          ["", "Newest first"],
          ["oldest", "Oldest first"],
        ]}
        short
      />
    </>
  );
}
