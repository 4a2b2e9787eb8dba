/**
 * A list page's filters (`form[data-list-filters]`): a plain GET form the server answers. With
 * this script a changed select or typed title asks the server for the page at the new address
 * and puts its count and cards in place, so focus stays where the visitor is. A select adds a
 * history entry (Back undoes it); typing replaces the current one.
 */
export function enhanceListFilters(form: HTMLFormElement): void {
  const apply = form.querySelector<HTMLElement>("[data-list-apply]");
  if (apply) apply.hidden = true;
  let inFlight: AbortController | undefined;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const addressOf = () => {
    const url = new URL(form.action || location.href, location.href);
    url.search = "";
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") url.searchParams.set(name, value);
    }
    return url.href;
  };

  const show = async (url: string, history: "push" | "replace" | "none") => {
    inFlight?.abort();
    const controller = (inFlight = new AbortController());
    try {
      const response = await fetch(url, { signal: controller.signal });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      if (controller.signal.aborted) return;
      for (const part of ["[data-list-count]", "[data-list-results]"]) {
        const fresh = page.querySelector(part);
        const current = document.querySelector(part);
        if (fresh && current) current.replaceChildren(...fresh.childNodes);
      }
      // After Back or Forward the controls show what the address says.
      for (const control of form.querySelectorAll<HTMLSelectElement | HTMLInputElement>(
        "select[name], input[name]",
      )) {
        const fresh = page.querySelector<HTMLSelectElement | HTMLInputElement>(
          `form[data-list-filters] [name="${control.name}"]`,
        );
        if (fresh && control !== document.activeElement) control.value = fresh.value;
      }
      if (history === "push") window.history.pushState(null, "", url);
      if (history === "replace") window.history.replaceState(null, "", url);
    } catch (error) {
      // An aborted request was overtaken by a newer one; anything else, the server answers.
      if ((error as Error).name !== "AbortError") location.assign(url);
    }
  };

  form.addEventListener("change", (event) => {
    if ((event.target as Element).matches("select")) void show(addressOf(), "push");
  });
  form.addEventListener("input", (event) => {
    if (!(event.target as Element).matches("input")) return;
    clearTimeout(typing);
    typing = setTimeout(() => void show(addressOf(), "replace"), 250);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void show(addressOf(), "push");
  });
  window.addEventListener("popstate", () => void show(location.href, "none"));
}
