import { Link } from "../link.tsx";
import { mainMenu, type NavItem } from "#content/navigation.ts";
import type { Language } from "#contracts/languages.ts";
import { pageName, sectionName } from "../i18n/page-names.ts";
import { useLanguage } from "../i18n/words.ts";
import { findPage } from "../pages.ts";
import { contentWords } from "./content.words.ts";
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
  const language = useLanguage();
  const w = contentWords[language];
  const nav = sectionNavFor(path);
  return (
    <div className="page-body page-columns">
      {children}
      {nav ? (
        <nav className="section-nav" aria-labelledby="section-nav-label">
          {nav.kind === "section" ? (
            <>
              <p id="section-nav-label" className="section-nav-kicker">
                {w.inThisSection}
              </p>
              <Named
                as="h2"
                className="section-nav-title"
                name={named({ label: nav.name ?? "" }, language)}
              />
            </>
          ) : (
            <h2 id="section-nav-label" className="section-nav-title">
              {w.otherSections}
            </h2>
          )}
          <Entries entries={nav.entries} path={path} language={language} />
        </nav>
      ) : null}
    </div>
  );
}

function Entries({
  entries,
  path,
  language,
}: {
  entries: SectionEntry[];
  path: string;
  language: Language;
}) {
  return (
    <ul className="section-nav-links">
      {entries.map((entry) => {
        const name = named(entry, language);
        return (
          <li key={entry.to ?? entry.label}>
            {entry.children ? (
              <>
                <Named as="span" className="section-nav-group" name={name} />
                <Entries entries={entry.children} path={path} language={language} />
              </>
            ) : (
              <Link
                to={entry.to!}
                lang={name.lang}
                aria-current={entry.to?.toLowerCase() === path.toLowerCase() ? "page" : undefined}
              >
                {name.text}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A name, and `lang="en"` where a Hindi page shows it in English (no Hindi name yet). */
interface Name {
  text: string;
  lang?: "en";
}

function Named({ as: Tag, className, name }: { as: "h2" | "span"; className: string; name: Name }) {
  return (
    <Tag className={className} lang={name.lang}>
      {name.text}
    </Tag>
  );
}

/** Each menu entry's Hindi name by its English label and its page (a group has none). */
const menuNames = new Map<string, string>();
const collect = (items: NavItem[]) => {
  for (const item of items) {
    if (item.hi) menuNames.set(`${item.label}|${item.to ?? ""}`, item.hi);
    collect(item.children ?? []);
  }
};
collect(mainMenu);

/**
 * An entry (the menu's, or a page of the route table) by its name in `language`: the menu's
 * name for it, else its page's, else its section's.
 */
function named(entry: Pick<SectionEntry, "label" | "to">, language: Language): Name {
  if (language === "en") return { text: entry.label };
  const page = entry.to ? findPage(entry.to) : undefined;
  const text =
    menuNames.get(`${entry.label}|${entry.to ?? ""}`) ??
    (page ? pageName(page, language) : sectionName(entry.label, language));
  return text === entry.label ? { text, lang: "en" } : { text };
}
