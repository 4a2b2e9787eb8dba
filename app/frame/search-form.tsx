import { localHref } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import { searchFormWords } from "./page-search.words.ts";

/**
 * The page search as a plain GET form whose answer is the /Search page, so it works without
 * JavaScript. `id` names its field, which must be unique on the page.
 */
export function SearchForm({
  id,
  query = "",
  label,
  fieldLabel,
}: {
  id: string;
  query?: string;
  /** The search landmark's name, where the page has another search (the header's). */
  label?: string;
  /** What the field is for: a page's name (unless told), or any words (the site search's page). */
  fieldLabel?: string;
}) {
  const language = useLanguage();
  const w = searchFormWords[language];
  return (
    <form
      method="get"
      action={localHref("/Search", language)}
      role="search"
      aria-label={label}
      className="search-page-form"
    >
      <label htmlFor={id}>{fieldLabel ?? w.pageName}</label>
      <input id={id} type="search" name="q" defaultValue={query} />
      <button type="submit" className="button">
        {w.search}
      </button>
    </form>
  );
}
