/**
 * What HTML cannot do for the main menu (`nav[data-main-nav]`, whose submenus are <details> and
 * whose phone menu is a popover): Escape closes the innermost open submenu and returns focus to
 * its summary, clicks and focus outside close them all, and on desktop a pointer resting on a
 * top-level entry opens it.
 */
export function enhanceMainNav(nav: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const innermost = [...nav.querySelectorAll<HTMLDetailsElement>("details[open]")].at(-1);
    if (!innermost) return;
    event.preventDefault();
    event.stopPropagation();
    innermost.open = false;
    innermost.querySelector("summary")?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!nav.contains(event.target as Node)) closeSubmenus(nav);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget && !nav.contains(event.relatedTarget as Node)) closeSubmenus(nav);
  };
  // The click that usually follows resting on an entry must not close it again.
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
    const details = (event.target as Element).closest("summary")?.parentElement;
    if (details instanceof HTMLDetailsElement && openedByHover.has(details) && event.detail > 0) {
      event.preventDefault();
      openedByHover.delete(details);
    }
  };
  const topLevel = [...nav.querySelectorAll<HTMLDetailsElement>("details[name]")];
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
}

export function closeSubmenus(nav: HTMLElement | null) {
  for (const details of nav?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []) {
    details.open = false;
  }
}
