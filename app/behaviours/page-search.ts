import { fileUrl } from "../api/urls.ts";
import { searchPages, type SearchEntry } from "../frame/search.ts";

/**
 * The page search as an ARIA combobox, on the server's GET form (`form[data-page-search]`,
 * answered by /Search without JavaScript): matches are listed as you type; arrow keys choose
 * one, Enter or a click opens it, Escape closes the list and then clears the field.
 */
export function enhancePageSearch(form: HTMLElement): void {
  const input = form.querySelector<HTMLInputElement>("input[role=combobox]")!;
  const popup = form.querySelector<HTMLElement>("[data-search-popup]")!;
  const list = form.querySelector<HTMLElement>("[role=listbox]")!;
  const empty = form.querySelector<HTMLElement>("[data-search-empty]")!;
  let results: SearchEntry[] = [];
  let active = -1;
  let open = false;

  const optionId = (index: number) => `${list.id}-${index}`;

  function render() {
    const showing = open && input.value.trim() !== "";
    popup.hidden = !showing;
    input.setAttribute("aria-expanded", String(showing));
    if (showing && active >= 0) input.setAttribute("aria-activedescendant", optionId(active));
    else input.removeAttribute("aria-activedescendant");
    list.replaceChildren(
      ...results.map((entry, index) => {
        const option = document.createElement("li");
        option.id = optionId(index);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", String(index === active));
        option.textContent = entry.name;
        if (entry.file) {
          const kind = document.createElement("span");
          kind.textContent = " (PDF, opens in a new tab)";
          option.append(kind);
        }
        // mousedown, not click: it lands before the input's blur closes the list.
        option.addEventListener("mousedown", (event) => {
          event.preventDefault();
          go(entry);
        });
        return option;
      }),
    );
    empty.hidden = !(showing && results.length === 0);
    // The chosen option stays in view as the arrow keys move through a long list.
    if (showing && active >= 0) list.children[active]?.scrollIntoView({ block: "nearest" });
  }

  function go(entry: SearchEntry) {
    open = false;
    input.value = "";
    results = [];
    active = -1;
    render();
    if (entry.file) {
      const { apiBase = "", schoolCode = "" } = form.dataset;
      window.open(fileUrl(`${schoolCode}/${entry.file}`, apiBase), "_blank", "noopener");
    } else if (entry.to) window.location.assign(entry.to);
  }

  input.addEventListener("input", () => {
    results = searchPages(input.value);
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
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (results.length === 0) return;
      event.preventDefault();
      open = true;
      const step = event.key === "ArrowDown" ? 1 : -1;
      active = (active + step + results.length) % results.length;
      render();
    } else if (event.key === "Enter" && showing && results[active]) {
      event.preventDefault();
      go(results[active]!);
    } else if (event.key === "Escape") {
      if (showing) open = false;
      else input.value = "";
      active = -1;
      results = searchPages(input.value);
      render();
    }
  });
}
