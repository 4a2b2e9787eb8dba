import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { mainMenu, type NavItem } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { fileUrl } from "../api/urls.ts";
import styles from "./main-nav.module.css";

/**
 * The main menu (spec 2.5), HTML first: submenus are <details> (one open at a time through
 * their shared name) and the phone menu is a popover, so both open without JavaScript. The
 * script adds what HTML cannot: Escape and outside clicks close, hover opens on desktop, and
 * everything closes after a navigation.
 */
export function MainNav({ apiBase }: { apiBase: string }) {
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => {
    closeAll(navRef.current);
    const menu = menuRef.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [location.pathname, location.search]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = [...nav.querySelectorAll<HTMLDetailsElement>("details[open]")];
      const innermost = open.at(-1);
      if (!innermost) return;
      event.preventDefault();
      event.stopPropagation();
      innermost.open = false;
      innermost.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) closeAll(nav);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!nav.contains(event.relatedTarget as Node | null) && event.relatedTarget) closeAll(nav);
    };
    // On desktop a pointer opens a top-level submenu by resting on it; the click that usually
    // follows must not close it again.
    const hover = window.matchMedia("(hover: hover) and (min-width: 62rem)");
    const openedByHover = new WeakSet<HTMLDetailsElement>();
    const onEnter = (event: Event) => {
      const details = event.currentTarget as HTMLDetailsElement;
      if (!hover.matches || details.open) return;
      details.open = true;
      openedByHover.add(details);
    };
    const onLeave = (event: Event) => {
      const details = event.currentTarget as HTMLDetailsElement;
      openedByHover.delete(details);
      if (hover.matches) details.open = false;
    };
    const onClick = (event: MouseEvent) => {
      const summary = (event.target as Element).closest("summary");
      const details = summary?.parentElement as HTMLDetailsElement | null;
      if (details && openedByHover.has(details) && event.detail > 0) {
        event.preventDefault();
        openedByHover.delete(details);
      }
    };
    const topLevel = [...nav.querySelectorAll<HTMLDetailsElement>(`.${styles.bar} > li > details`)];
    for (const details of topLevel) {
      details.addEventListener("mouseenter", onEnter);
      details.addEventListener("mouseleave", onLeave);
    }
    nav.addEventListener("keydown", onKeyDown);
    nav.addEventListener("focusout", onFocusOut);
    nav.addEventListener("click", onClick);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      for (const details of topLevel) {
        details.removeEventListener("mouseenter", onEnter);
        details.removeEventListener("mouseleave", onLeave);
      }
      nav.removeEventListener("keydown", onKeyDown);
      nav.removeEventListener("focusout", onFocusOut);
      nav.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return (
    <nav aria-label="Main" className={styles.nav} ref={navRef}>
      <button type="button" className={styles.menuButton} popoverTarget="main-menu">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.4" />
        </svg>
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

function closeAll(root: HTMLElement | null) {
  for (const details of root?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []) {
    details.open = false;
  }
}
