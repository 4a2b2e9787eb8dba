// The office's picker for file fields: each "Choose from the library" link (library-pick.tsx),
// which without this script opens the library beside the form, opens a dialog instead that
// searches the library (/office/files.json) and writes the chosen file's address into its field.

import { imageWidths } from "#contracts/image-widths.ts";
import { fileUrl } from "../api/urls.ts";

interface LibraryFile {
  path: string;
  kind: "pdf" | "picture";
  name: string;
  alt: string;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = Object.assign(document.createElement(tag), properties);
  made.append(...children);
  return made;
}

/** The one dialog every link of the page opens, made when first wanted, styled as the office. */
function makeDialog(classes: DOMStringMap) {
  const title = element("h2", { id: "library-pick-title", textContent: "Choose from the library" });
  const search = element("input", {
    type: "search",
    id: "library-pick-q",
    autocomplete: "off",
    className: classes.inputClass ?? "",
  });
  const status = element("p", {});
  status.setAttribute("role", "status");
  const list = element("ul", {});
  const button = { type: "button", className: classes.buttonClass ?? "" } as const;
  const more = element("button", { ...button, textContent: "Show more", hidden: true });
  const close = element("button", { ...button, textContent: "Close" });
  const dialog = element(
    "dialog",
    { className: classes.dialogClass ?? "" },
    title,
    element("label", { htmlFor: search.id, textContent: "Words of its name or description " }),
    search,
    status,
    list,
    more,
    " ",
    close,
  );
  dialog.setAttribute("aria-labelledby", title.id);
  close.addEventListener("click", () => dialog.close());
  document.body.append(dialog);
  return { dialog, search, status, list, more };
}

let picker: ReturnType<typeof makeDialog> | undefined;
let choosing: HTMLAnchorElement | undefined;
let asked = 0;
let shown = 0;

async function load(page: number) {
  if (!picker || !choosing) return;
  const { search, status, list, more } = picker;
  const question = ++asked;
  const query = new URLSearchParams({ q: search.value.trim(), page: String(page) });
  if (choosing.dataset.kind) query.set("kind", choosing.dataset.kind);
  status.textContent = "Looking…";
  let answer: { files?: LibraryFile[]; total?: number };
  try {
    const response = await fetch(`/office/files.json?${query}`, { credentials: "same-origin" });
    answer = (await response.json()) as typeof answer;
    if (!response.ok || !answer.files) throw new Error(String(response.status));
  } catch {
    if (question === asked) status.textContent = "The library could not be read just now.";
    return;
  }
  // A later search has been asked for meanwhile: its answer is the one to show.
  if (question !== asked) return;
  if (page === 1) {
    list.replaceChildren();
    shown = 0;
  }
  for (const file of answer.files) list.append(choice(file));
  shown += answer.files.length;
  const total = answer.total ?? shown;
  status.textContent =
    total === 0
      ? search.value.trim()
        ? "No file matches."
        : "The library has no such files yet: upload one with the field's own chooser."
      : `${total} ${total === 1 ? "file" : "files"}; choose one.`;
  more.hidden = shown >= total;
  more.onclick = () => void load(page + 1);
}

function choice(file: LibraryFile): HTMLLIElement {
  const picture =
    file.kind === "picture"
      ? element("img", {
          src: `${fileUrl(file.path)}?w=${imageWidths[0]}`,
          alt: "",
          loading: "lazy",
        })
      : element("span", { textContent: "PDF" });
  if (file.kind === "pdf") picture.dataset.pdf = "";
  const button = element("button", { type: "button" }, picture, element("span", {}, file.name));
  if (file.alt) button.title = file.alt;
  button.addEventListener("click", () => choose(file));
  return element("li", {}, button);
}

function choose(file: LibraryFile) {
  const link = choosing;
  if (!link || !picker) return;
  const field = document.getElementById(link.dataset.libraryPick ?? "") as
    HTMLInputElement | HTMLTextAreaElement | null;
  if (field) {
    if (link.dataset.mode === "lines" || link.dataset.mode === "named") {
      const line = link.dataset.mode === "named" ? `${file.name}\t${file.path}` : file.path;
      const lines = field.value.split("\n").filter((each) => each.trim());
      if (!lines.includes(line)) lines.push(line);
      field.value = lines.join("\n");
    } else {
      field.value = file.path;
    }
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
  const said = link.parentElement?.querySelector<HTMLElement>("[data-library-chosen]");
  if (said) {
    const earlier =
      link.dataset.mode !== "single" && said.textContent ? said.textContent : "Chosen:";
    said.textContent = `${earlier} ${file.name}`;
  }
  picker.dialog.close();
  link.focus();
}

for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-library-pick]")) {
  link.addEventListener("click", (event) => {
    event.preventDefault();
    picker ??= makeDialog(link.dataset);
    choosing = link;
    let typing: ReturnType<typeof setTimeout> | undefined;
    picker.search.oninput = () => {
      clearTimeout(typing);
      typing = setTimeout(() => void load(1), 250);
    };
    picker.search.value = "";
    picker.dialog.showModal();
    picker.search.focus();
    void load(1);
  });
}
