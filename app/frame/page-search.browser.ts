import { documentLanguage } from "../i18n/define-words.ts";
import { localHref, type Language } from "#contracts/languages.ts";
import type { SearchKind } from "#contracts/search.ts";
import { fileUrl } from "../api/urls.ts";
import { searchEntriesIn, searchPages, type SearchEntry } from "./search.ts";

/** The words the suggestions say, in the page's language (no React in the browser). */
const words = {
  en: {
    pdf: "PDF, opens in a new tab",
    allResults: (query: string) => `All results for “${query}”`,
    kinds: {
      Page: "Page",
      Notice: "Notice",
      News: "News",
      Event: "Event",
      Circular: "Circular",
      Datesheet: "Datesheet",
      "CBSE Circular": "CBSE Circular",
      Album: "Album",
      Video: "Video",
    },
  },
  hi: {
    pdf: "PDF, नए टैब में खुलेगा",
    allResults: (query: string) => `“${query}” के सभी परिणाम`,
    kinds: {
      Page: "पृष्ठ",
      Notice: "सूचना",
      News: "समाचार",
      Event: "कार्यक्रम",
      Circular: "सर्कुलर",
      Datesheet: "डेटशीट",
      "CBSE Circular": "CBSE सर्कुलर",
      Album: "एल्बम",
      Video: "वीडियो",
    },
  },
} satisfies Record<
  Language,
  { pdf: string; allResults: (query: string) => string; kinds: Record<SearchKind, string> }
>;

/** The language of the page the script runs on, from `<html lang>`. */

/** A suggestion: a page by its name (at once), an item the backend found, or all results. */
export interface Suggestion {
  name: string;
  /** Said after the name, smaller: the kind of item, or that a PDF opens in a new tab. */
  note?: string;
  entry?: SearchEntry;
  path?: string;
}

/** The most items suggested under the pages; the rest are on the results page. */
const itemsShown = 5;
/** A pause in typing before the backend is asked, so that one word is one request. */
const typingPause = 200;

/**
 * The page search as an ARIA combobox, on the server's GET form (`form[data-page-search]`,
 * answered by /Search without JavaScript): pages are listed by name as you type, and after a
 * pause the notices, news, events and circulars whose words match (the backend's search),
 * with a last option for all results; arrow keys choose one, Enter or a click opens it, Escape
 * closes the list and then clears the field.
 */
export function enhancePageSearch(form: HTMLElement): void {
  const input = form.querySelector<HTMLInputElement>("input[role=combobox]")!;
  const popup = form.querySelector<HTMLElement>("[data-search-popup]")!;
  const list = form.querySelector<HTMLElement>("[role=listbox]")!;
  const empty = form.querySelector<HTMLElement>("[data-search-empty]")!;
  const { apiBase = "", schoolCode = "" } = form.dataset;
  const language = documentLanguage();
  const entries = searchEntriesIn(language);
  let names: SearchEntry[] = [];
  let found: Suggestion[] = [];
  let asking = false;
  let active = -1;
  let open = false;
  let typing: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const optionId = (index: number) => `${list.id}-${index}`;
  const suggestions = (): Suggestion[] => [
    ...names.map((entry) => ({
      name: entry.name,
      entry,
      ...(entry.file && { note: words[language].pdf }),
    })),
    ...found,
  ];

  function render() {
    const showing = open && input.value.trim() !== "";
    const options = suggestions();
    popup.hidden = !showing;
    input.setAttribute("aria-expanded", String(showing));
    if (showing && active >= 0) input.setAttribute("aria-activedescendant", optionId(active));
    else input.removeAttribute("aria-activedescendant");
    list.replaceChildren(
      ...options.map((suggestion, index) => {
        const option = document.createElement("li");
        option.id = optionId(index);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", String(index === active));
        option.textContent = suggestion.name;
        if (suggestion.note) {
          const note = document.createElement("span");
          note.textContent = ` (${suggestion.note})`;
          option.append(note);
        }
        // mousedown, not click: it lands before the input's blur closes the list.
        option.addEventListener("mousedown", (event) => {
          event.preventDefault();
          go(suggestion);
        });
        return option;
      }),
    );
    // Said only once the backend has answered too: a circular may hold the words.
    empty.hidden = !(showing && options.length === 0 && !asking);
    // The chosen option stays in view as the arrow keys move through a long list.
    if (showing && active >= 0) list.children[active]?.scrollIntoView({ block: "nearest" });
  }

  function go(suggestion: Suggestion) {
    open = false;
    input.value = "";
    names = [];
    found = [];
    active = -1;
    render();
    const entry = suggestion.entry;
    if (entry?.file) {
      window.open(fileUrl(`${schoolCode}/${entry.file}`, apiBase), "_blank", "noopener");
    } else if (entry?.to) window.location.assign(localHref(entry.to, language));
    else if (suggestion.path) window.location.assign(localHref(suggestion.path, language));
  }

  /** Asks the backend what else holds the words; a late or failed answer changes nothing. */
  function askBackend(query: string) {
    clearTimeout(typing);
    inFlight?.abort();
    found = [];
    asking = query.trim() !== "";
    if (!asking) return;
    typing = setTimeout(() => {
      const controller = (inFlight = new AbortController());
      const url = `${apiBase}/api/search/${encodeURIComponent(schoolCode)}?q=${encodeURIComponent(query.trim())}${language === "en" ? "" : `&language=${language}`}`;
      fetch(url, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { groups: [] }))
        .then((answer: unknown) => {
          if (controller.signal.aborted) return;
          found = itemSuggestions(answer, query, names, language);
          asking = false;
          render();
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          asking = false;
          render();
        });
    }, typingPause);
  }

  // On a phone the form opens in a popover from the header's Search button: straight to typing.
  form.closest("[popover]")?.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") input.focus();
  });
  input.addEventListener("input", () => {
    names = searchPages(input.value, entries);
    askBackend(input.value);
    open = true;
    active = -1;
    render();
  });
  input.addEventListener("focus", () => {
    open = true;
    render();
  });
  input.addEventListener("blur", () => {
    open = false;
    render();
  });
  input.addEventListener("keydown", (event) => {
    const showing = open && input.value.trim() !== "";
    const options = suggestions();
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      open = true;
      const step = event.key === "ArrowDown" ? 1 : -1;
      active = (active + step + options.length) % options.length;
      render();
    } else if (event.key === "Enter" && showing && options[active]) {
      event.preventDefault();
      go(options[active]!);
    } else if (event.key === "Escape") {
      // The list closes first; only the next Escape closes the phone's search popover.
      if (showing) {
        event.preventDefault();
        open = false;
      } else {
        input.value = "";
        askBackend("");
      }
      active = -1;
      names = searchPages(input.value, entries);
      render();
    }
  });
}

/**
 * The newest items of the backend's answer (GET /api/search, contracts/search.ts), kinds in
 * its order, with a last option for all results when there are more than the list shows.
 * Checked lightly rather than with the API client's schemas, which would weigh on every page.
 * Addresses stay English: the suggestion chosen goes to its page in the page's language.
 */
export function itemSuggestions(
  answer: unknown,
  query: string,
  names: SearchEntry[],
  language: Language = "en",
): Suggestion[] {
  const groups = (answer as { groups?: unknown } | null)?.groups;
  if (!Array.isArray(groups)) return [];
  const named = new Set(names.map((entry) => entry.to));
  const items: Suggestion[] = [];
  let total = 0;
  for (const group of groups as { kind?: SearchKind; total?: number; results?: unknown }[]) {
    const results = Array.isArray(group.results) ? group.results : [];
    for (const result of results as { title?: unknown; path?: unknown }[]) {
      if (typeof result.title !== "string" || typeof result.path !== "string") continue;
      // Only an address on this site: '//host' and '/\host' are other sites to a browser.
      if (!/^\/(?![/\\])/.test(result.path) || named.has(result.path)) continue;
      total++;
      // A page found by its words, not its name, is suggested when no name matched.
      if ((group.kind === "Page" && names.length > 0) || items.length >= itemsShown) continue;
      // A kind this build does not know yet is said as the backend names it.
      const kinds: Record<string, string> = words[language].kinds;
      const note =
        group.kind && (Object.hasOwn(kinds, group.kind) ? kinds[group.kind] : group.kind);
      items.push({ name: result.title, note, path: result.path });
    }
    total += Math.max(0, (group.total ?? 0) - results.length);
  }
  if (total > items.length) {
    items.push({
      name: words[language].allResults(query.trim()),
      path: `/Search?q=${encodeURIComponent(query.trim())}`,
    });
  }
  return items;
}
