import { NavLink } from "../link.tsx";
import { mainMenu, type NavItem } from "#content/navigation.ts";
import { fileUrl } from "../api/urls.ts";
import { usePageSettings, type PageSettings } from "../page-settings.ts";
import styles from "./main-nav.module.css";
import { Icon } from "./icon.tsx";
import { ContactLinks, QuickLinks } from "./top-bar.tsx";

/**
 * The main menu (spec 2.5), HTML first: submenus are <details> (one open at a time through
 * their shared name) and the phone menu is a popover, so both open without JavaScript; the phone
 * menu also holds the top bar's links, the fee link and the school's phone and e-mail. The
 * main-nav behaviour adds what HTML cannot.
 */
export function MainNav() {
  const settings = usePageSettings();
  return (
    <nav aria-label="Main" className={styles.nav} data-main-nav>
      <button type="button" className={styles.menuButton} popoverTarget="main-menu">
        <Icon name="menu" size={22} />
        Menu
      </button>
      <div id="main-menu" popover="auto" className={styles.menu}>
        <button
          type="button"
          className={styles.closeButton}
          popoverTarget="main-menu"
          popoverTargetAction="hide"
        >
          Close menu
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
  if (item.children) {
    return (
      <details name={depth === 0 ? "main-menu" : undefined} className={styles.group}>
        <summary className={depth === 0 ? styles.topLink : styles.link}>{item.label}</summary>
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
      <NavLink to={item.to} end className={className}>
        {item.label}
      </NavLink>
    );
  }
  const href = item.file
    ? fileUrl(`${settings.schoolCode}/${item.file}`, settings.apiBase)
    : item.href;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {item.label}
      <span className="visually-hidden"> (PDF, opens in a new tab)</span>
    </a>
  );
}
