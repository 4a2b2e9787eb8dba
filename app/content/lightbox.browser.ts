import { documentLanguage } from "../i18n/define-words.ts";
/**
 * Picture viewers on server-rendered markup. A `[data-lightbox]` element (its value names the
 * viewer) holds links to full-size pictures, each with its thumbnail `img`; the link's
 * `data-caption`, else the thumbnail's alt text, is the caption. Without JavaScript the links
 * open the pictures. With it they open a modal <dialog>: the browser keeps focus inside, closes
 * it on Escape and gives focus back to the link; arrow keys and buttons move between pictures.
 * Its buttons speak the page's language (`<html lang>`).
 */
export function enhanceLightboxes(root: HTMLElement): void {
  let viewer: Viewer | undefined;
  root.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("[data-lightbox] a[href]");
    if (!link || !root.contains(link)) return;
    const group = link.closest<HTMLElement>("[data-lightbox]")!;
    const links = [...group.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
      (a) => a.closest("[data-lightbox]") === group && a.querySelector("img"),
    );
    const index = links.indexOf(link);
    if (index < 0) return;
    event.preventDefault();
    viewer ??= createViewer();
    viewer.open(group.dataset.lightbox || wordsOfPage().picture, links.map(pictureOf), index);
  });
}

/** The viewer's words (no React in the browser: the page's `lang` chooses). */
const words = {
  en: {
    picture: "Picture",
    previous: "Previous image",
    next: "Next image",
    close: "Close",
    count: (at: number, of: number) => `(${at} of ${of})`,
  },
  hi: {
    picture: "चित्र",
    previous: "पिछला चित्र",
    next: "अगला चित्र",
    close: "बंद करें",
    count: (at: number, of: number) => `(${of} में से ${at})`,
  },
} satisfies Record<"en" | "hi", Record<string, string | ((at: number, of: number) => string)>>;

const wordsOfPage = () => words[documentLanguage()];

interface Picture {
  src: string;
  alt: string;
  caption: string;
  width: string;
  height: string;
}

function pictureOf(link: HTMLAnchorElement): Picture {
  const thumbnail = link.querySelector("img")!;
  const caption = link.dataset.caption || thumbnail.alt;
  // A thumbnail may be decorative beside its link text; the enlarged picture never is.
  return {
    src: link.href,
    alt: thumbnail.alt || caption,
    caption,
    width: thumbnail.getAttribute("width") ?? "",
    height: thumbnail.getAttribute("height") ?? "",
  };
}

interface Viewer {
  open: (label: string, pictures: Picture[], index: number) => void;
}

function createViewer(): Viewer {
  const w = wordsOfPage();
  const dialog = element("dialog", "lightbox");
  const content = element("div", "lightbox-content");
  const figure = element("figure", "lightbox-figure");
  const image = element("img");
  const caption = element("figcaption");
  const text = element("span");
  const count = element("span", "lightbox-count");
  const previous = button("lightbox-previous", "‹", w.previous);
  const next = button("lightbox-next", "›", w.next);
  const close = button("lightbox-close", "×", w.close);
  close.autofocus = true;
  caption.append(text, " ", count);
  figure.append(image, caption);
  content.append(figure, previous, next, close);
  dialog.append(content);
  document.body.append(dialog);

  let pictures: Picture[] = [];
  let at = 0;
  const show = (index: number) => {
    at = (index + pictures.length) % pictures.length;
    const picture = pictures[at]!;
    image.src = picture.src;
    image.alt = picture.alt;
    image.setAttribute("width", picture.width);
    image.setAttribute("height", picture.height);
    text.textContent = picture.caption;
    count.textContent = w.count(at + 1, pictures.length);
  };

  previous.addEventListener("click", () => show(at - 1));
  next.addEventListener("click", () => show(at + 1));
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") show(at + 1);
    if (event.key === "ArrowLeft") show(at - 1);
  });
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });

  return {
    open(label, chosen, index) {
      pictures = chosen;
      dialog.setAttribute("aria-label", label);
      previous.hidden = next.hidden = pictures.length < 2;
      show(index);
      dialog.showModal();
    },
  };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  return made;
}

function button(className: string, symbol: string, label: string): HTMLButtonElement {
  const made = element("button", className);
  made.type = "button";
  const icon = element("span");
  icon.ariaHidden = "true";
  icon.textContent = symbol;
  const name = element("span", "visually-hidden");
  name.textContent = label;
  made.append(icon, name);
  return made;
}
