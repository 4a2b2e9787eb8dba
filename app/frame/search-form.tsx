/**
 * The page search as a plain GET form whose answer is the /Search page, so it works without
 * JavaScript. `id` names its field, which must be unique on the page.
 */
export function SearchForm({
  id,
  query = "",
  label,
  fieldLabel = "Page name",
}: {
  id: string;
  query?: string;
  /** The search landmark's name, where the page has another search (the header's). */
  label?: string;
  /** What the field is for: a page's name, or any words (the site search's own page). */
  fieldLabel?: string;
}) {
  return (
    <form
      method="get"
      action="/Search"
      role="search"
      aria-label={label}
      className="search-page-form"
    >
      <label htmlFor={id}>{fieldLabel}</label>
      <input id={id} type="search" name="q" defaultValue={query} />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
