import { NavLink } from "../link.tsx";
import { mainMenu, type NavItem } from "#content/navigation.ts";
import { fileUrl } from "../api/urls.ts";
import { usePageSettings, type PageSettings } from "../page-settings.ts";
import styles from "./main-nav.module.css";
import { Icon } from "./icon.tsx";
import { ContactLinks, QuickLinks } from "./top-bar.tsx";
import { menuLabel } from "../i18n/page-names.ts";
import { useLanguage, useWords } from "../i18n/words.ts";
import type { Language } from "#contracts/languages.ts";
import { frameWords } from "./frame.words.ts";
import { menuWords } from "./menu.words.ts";

/**
 * The main menu (spec 2.5), HTML first: submenus are <details> (one open at a time through
 * their shared name) and the phone menu is a popover, so both open without JavaScript; the phone
 * menu also holds the top bar's links, the fee link and the school's phone and e-mail. The
 * main-nav behaviour adds what HTML cannot.
 */
export function MainNav() {
  const settings = usePageSettings();
  const w = useWords(menuWords);
  return (
    <nav aria-label={w.main} className={styles.nav} data-main-nav>
      <button type="button" className={styles.menuButton} popoverTarget="main-menu">
        <Icon name="menu" size={22} />
        {w.menu}
      </button>
      <div id="main-menu" popover="auto" className={styles.menu}>
        <button
          type="button"
          className={styles.closeButton}
          popoverTarget="main-menu"
          popoverTargetAction="hide"
        >
          {w.closeMenu}
        </button>
        <ul className={styles.bar}>
          {mainMenu.map((item) => (
            <li key={item.label}>
              <MenuEntry item={item} depth={0} settings={settings} />
            </li>
          ))}
        </ul>
        {/* A phone's header has no top bar: its links are here, under the menu. */}
        <div className={styles.extras}>
          <QuickLinks className={styles.quickLinks} />
          <ContactLinks className={styles.contact} />
        </div>
      </div>
    </nav>
  );
}

function MenuEntry({
  item,
  depth,
  settings,
}: {
  item: NavItem;
  depth: number;
  settings: PageSettings;
}) {
  const language = useLanguage();
  const { pdfNewTab } = useWords(frameWords);
  const label = menuLabel(item, language);
  // An entry with no Hindi name yet is said in English, and marked so.
  const lang = untranslated(item, language);
  if (item.children) {
    return (
      <details name={depth === 0 ? "main-menu" : undefined} className={styles.group}>
        <summary className={depth === 0 ? styles.topLink : styles.link} lang={lang}>
          {label}
        </summary>
        <ul className={depth === 0 ? styles.dropdown : styles.submenu}>
          {item.children.map((child) => (
            <li key={child.label}>
              <MenuEntry item={child} depth={depth + 1} settings={settings} />
            </li>
          ))}
        </ul>
      </details>
    );
  }
  const className = depth === 0 ? styles.topLink : styles.link;
  if (item.to !== undefined) {
    return (
      <NavLink to={item.to} end className={className} lang={lang}>
        {label}
      </NavLink>
    );
  }
  const href = item.file
    ? fileUrl(`${settings.schoolCode}/${item.file}`, settings.apiBase)
    : item.href;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} lang={lang}>
      {label}
      <span className="visually-hidden" lang={lang && language}>
        {pdfNewTab}
      </span>
    </a>
  );
}

/** `lang="en"` for an entry drawn in English on a Hindi page; else nothing. */
function untranslated(item: NavItem, language: Language): "en" | undefined {
  return language !== "en" && !item.hi ? "en" : undefined;
}
