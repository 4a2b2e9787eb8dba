import { Link } from "../link.tsx";
import { sectionNavFor, type SectionEntry } from "./section-nav.ts";

/**
 * The page's text, and beside it (below it on a phone, the text first) the other pages of its
 * section. Drawn from the page's path alone, so a page kept for every visitor stays right.
 */
export function PageWithSectionNav({
  path,
  children,
}: {
  path: string;
  children: React.ReactNode;
}) {
  const nav = sectionNavFor(path);
  return (
    <div className="page-body page-columns">
      {children}
      {nav ? (
        <nav className="section-nav" aria-labelledby="section-nav-label">
          {nav.kind === "section" ? (
            <>
              <p id="section-nav-label" className="section-nav-kicker">
                In this section
              </p>
              <h2 className="section-nav-title">{nav.name}</h2>
            </>
          ) : (
            <h2 id="section-nav-label" className="section-nav-title">
              Other sections
            </h2>
          )}
          <Entries entries={nav.entries} path={path} />
        </nav>
      ) : null}
    </div>
  );
}

function Entries({ entries, path }: { entries: SectionEntry[]; path: string }) {
  return (
    <ul className="section-nav-links">
      {entries.map((entry) => (
        <li key={entry.to ?? entry.label}>
          {entry.children ? (
            <>
              <span className="section-nav-group">{entry.label}</span>
              <Entries entries={entry.children} path={path} />
            </>
          ) : (
            <Link
              to={entry.to!}
              aria-current={entry.to?.toLowerCase() === path.toLowerCase() ? "page" : undefined}
            >
              {entry.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
