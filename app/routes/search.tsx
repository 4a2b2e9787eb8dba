import { Link } from "react-router";
import type { Route } from "./+types/search";
import { fileUrl } from "../api/urls.ts";
import { searchPages } from "../frame/search.ts";
import { SearchForm } from "../frame/search-form.tsx";
import { metaFor } from "../seo/meta.ts";
import { usePageSettings } from "../page-settings.ts";

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/Search", { matches });

// The page search's answer when the browser runs no JavaScript (or Enter is pressed without
// choosing a result): the same matches, as a page of links.
export function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  return { query, results: searchPages(query) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  const { apiBase, schoolCode } = usePageSettings();
  return (
    <div className="page-body">
      <h1>Search</h1>
      <SearchForm id="search-page-q" query={query} />
      {query.trim() === "" ? (
        <p>Type part of a page's name, for example “fees” or “rules”.</p>
      ) : results.length === 0 ? (
        <p role="status">No pages found</p>
      ) : (
        <>
          <p role="status">
            {results.length} {results.length === 1 ? "page matches" : "pages match"} “{query}”.
          </p>
          <ul className="search-results">
            {results.map((entry) => (
              <li key={`${entry.name}-${entry.to ?? entry.file}`}>
                {entry.file ? (
                  <a
                    href={fileUrl(`${schoolCode}/${entry.file}`, apiBase)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {entry.name} <span>(PDF, opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={entry.to!}>{entry.name}</Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
