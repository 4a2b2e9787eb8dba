import { useEffect, useRef } from "react";
import { closeSubmenus, enhanceMainNav } from "../behaviours/main-nav.ts";
import { useBehaviour } from "../behaviours/use-behaviour.ts";
import { NavLink, useLocation } from "react-router";
import { mainMenu, type NavItem } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { fileUrl } from "../api/urls.ts";
import styles from "./main-nav.module.css";
import { Icon } from "./icon.tsx";

/**
 * The main menu (spec 2.5), HTML first: submenus are <details> (one open at a time through
 * their shared name) and the phone menu is a popover, so both open without JavaScript. The
 * main-nav behaviour adds what HTML cannot.
 */
export function MainNav({ apiBase }: { apiBase: string }) {
  const navRef = useBehaviour(enhanceMainNav);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // A navigation inside the app leaves the page in place: close what was open.
  useEffect(() => {
    const menu = menuRef.current;
    closeSubmenus(menu?.closest("nav") ?? null);
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [location.pathname, location.search]);

  return (
    <nav aria-label="Main" className={styles.nav} ref={navRef} data-main-nav>
      <button type="button" className={styles.menuButton} popoverTarget="main-menu">
        <Icon name="menu" size={22} />
        Menu
      </button>
      <div id="main-menu" popover="auto" className={styles.menu} ref={menuRef}>
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
              <MenuEntry item={item} depth={0} apiBase={apiBase} />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function MenuEntry({ item, depth, apiBase }: { item: NavItem; depth: number; apiBase: string }) {
  if (item.children) {
    return (
      <details name={depth === 0 ? "main-menu" : undefined} className={styles.group}>
        <summary className={depth === 0 ? styles.topLink : styles.link}>{item.label}</summary>
        <ul className={depth === 0 ? styles.dropdown : styles.submenu}>
          {item.children.map((child) => (
            <li key={child.label}>
              <MenuEntry item={child} depth={depth + 1} apiBase={apiBase} />
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
  const href = item.file ? fileUrl(`${site.schoolCode}/${item.file}`, apiBase) : item.href;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {item.label}
      <span className="visually-hidden"> (PDF, opens in a new tab)</span>
    </a>
  );
}
