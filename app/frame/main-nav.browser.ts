/**
 * What HTML cannot do for the main menu (`nav[data-main-nav]`, whose submenus are <details> and
 * whose phone menu is a popover): Escape closes the innermost open submenu and returns focus to
 * its summary, clicks and focus outside close them all, and on desktop a pointer resting on a
 * top-level entry opens it.
 */
export function enhanceMainNav(nav: HTMLElement): void {
  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const innermost = [...nav.querySelectorAll<HTMLDetailsElement>("details[open]")].at(-1);
    if (!innermost) return;
    event.preventDefault();
    event.stopPropagation();
    innermost.open = false;
    innermost.querySelector("summary")?.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (!nav.contains(event.target as Node)) closeSubmenus(nav);
  });
  nav.addEventListener("focusout", (event) => {
    if (event.relatedTarget && !nav.contains(event.relatedTarget as Node)) closeSubmenus(nav);
  });
  // The click that usually follows resting on an entry must not close it again.
  const hover = window.matchMedia("(hover: hover) and (min-width: 62rem)");
  const openedByHover = new WeakSet<HTMLDetailsElement>();
  for (const details of nav.querySelectorAll<HTMLDetailsElement>("details[name]")) {
    details.addEventListener("mouseenter", () => {
      if (!hover.matches || details.open) return;
      details.open = true;
      openedByHover.add(details);
    });
    details.addEventListener("mouseleave", () => {
      openedByHover.delete(details);
      if (hover.matches) details.open = false;
    });
  }
  nav.addEventListener("click", (event) => {
    const details = (event.target as Element).closest("summary")?.parentElement;
    if (details instanceof HTMLDetailsElement && openedByHover.has(details) && event.detail > 0) {
      event.preventDefault();
      openedByHover.delete(details);
    }
  });
}

function closeSubmenus(nav: HTMLElement | null) {
  for (const details of nav?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []) {
    details.open = false;
  }
}
