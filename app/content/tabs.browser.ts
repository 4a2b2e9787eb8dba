/**
 * The ARIA tabs pattern on server-rendered markup: `[data-tabs]` holding a `[role=tablist]` of
 * `[role=tab]` buttons whose `aria-controls` name their panels. Clicks select; arrow keys, Home
 * and End move between tabs. Without JavaScript every panel is shown in turn.
 */
export function enhanceTabs(root: HTMLElement): void {
  root.addEventListener("click", (event) => {
    const tab = (event.target as Element).closest<HTMLElement>("[data-tabs] [role=tab]");
    if (tab && root.contains(tab)) select(tab);
  });
  root.addEventListener("keydown", (event) => {
    const current = (event.target as Element).closest<HTMLElement>("[data-tabs] [role=tab]");
    if (!current || !root.contains(current)) return;
    const tabs = tabsOf(current);
    const at = tabs.indexOf(current);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next]!);
    tabs[next]!.focus();
  });
}

function tabsOf(tab: HTMLElement): HTMLElement[] {
  const list = tab.closest("[role=tablist]");
  return list ? [...list.querySelectorAll<HTMLElement>(":scope > [role=tab]")] : [tab];
}

function select(chosen: HTMLElement) {
  for (const tab of tabsOf(chosen)) {
    const selected = tab === chosen;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
}
