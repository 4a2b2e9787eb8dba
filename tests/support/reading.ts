import { expect } from "vitest";
import { text, type Site, type SiteAnswer } from "./site.ts";

// Reading a page the server sent as a visitor's assistive technology would, without a browser,
// and as a test in Chromium finds things by role and name: an element's name, what is hidden
// from every reader, a landmark or a link by its name, a form control by its label and the value
// it was drawn with. Only the parts of the ARIA rules this site's markup uses. Attributes are
// read with `getAttribute` and selectors alone: site.ts lowercases their names as a browser does.

const fold = (words: string) => words.replace(/\s+/g, " ").trim();

/** Hidden from every reader: `hidden` or `aria-hidden` on it or on an element around it. */
export const hidden = (element: Element) =>
  element.closest("[hidden], [aria-hidden=true]") !== null;

/** What a reader hears of a node: its text, and images by their alternative text. */
function heard(node: Node, skip?: (element: Element) => boolean): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (element.hasAttribute("hidden") || element.getAttribute("aria-hidden") === "true") return "";
  if (skip?.(element)) return "";
  if (element.localName === "img") return element.getAttribute("alt") ?? "";
  return [...element.childNodes].map((child) => heard(child, skip)).join("");
}

/** An element's accessible name: what labels it, or else what it holds. */
export function nameOf(element: Element): string {
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const labels = labelledBy.split(/\s+/).map((id) => document.getElementById(id));
    return fold(labels.map((label) => (label ? heard(label) : "")).join(" "));
  }
  const label = element.getAttribute("aria-label");
  if (label) return fold(label);
  if (element.localName === "img") return fold(element.getAttribute("alt") ?? "");
  // A button drawn as an input is named by its value.
  if (element.matches("input[type=submit], input[type=reset], input[type=button]")) {
    return fold(element.getAttribute("value") ?? "");
  }
  if (["input", "select", "textarea"].includes(element.localName)) {
    const id = element.getAttribute("id");
    const labelled =
      (id && document.querySelector(`label[for="${id}"]`)) || element.closest("label");
    return labelled ? labelText(labelled) : "";
  }
  return fold(heard(element));
}

/** A label's own words, without those of the control inside it (a select's options). */
const labelText = (label: Element) =>
  fold(heard(label, (element) => ["input", "select", "textarea"].includes(element.localName)));

const matches = (name: string, wanted: string | RegExp) =>
  typeof wanted === "string" ? name === wanted : wanted.test(name);

/** The elements `selector` finds in `root` that a reader is shown, named `name` where given. */
export function shown(root: ParentNode, selector: string, name?: string | RegExp): Element[] {
  return [...root.querySelectorAll(selector)].filter(
    (element) => !hidden(element) && (name === undefined || matches(nameOf(element), name)),
  );
}

/**
 * The one element `selector` finds in `root` named `name`; fails the test when there is none or
 * more than one, as a Playwright locator does.
 */
export function named(root: ParentNode, selector: string, name: string | RegExp): Element {
  const found = shown(root, selector, name);
  // Their names, not the elements, for a failure's message: a parsed element prints endlessly.
  expect(found.map(nameOf), `${selector} named ${String(name)}`).toHaveLength(1);
  return found[0]!;
}

/** The form control labelled `label` in `root` (the label's words, exactly). */
export function control(root: ParentNode, label: string): Element {
  return named(root, "input, select, textarea", label);
}

/** The value an option stands for: its `value`, or else its words. */
export const optionValue = (option: Element) =>
  option.getAttribute("value") ?? option.textContent ?? "";

/**
 * The value a select of one choice has chosen: its last option marked selected (as the HTML
 * parser leaves it), or else its first. Empty where it has no option.
 */
export function chosen(select: Element): string {
  const options = [...select.querySelectorAll("option")];
  const option = options.filter((each) => each.hasAttribute("selected")).at(-1) ?? options[0];
  return option ? optionValue(option) : "";
}

/** The value a form control was drawn with: a text area's words, a select's choice, a value. */
export function drawnValue(control: Element): string {
  if (control.localName === "textarea") return control.textContent ?? "";
  if (control.localName === "select") return chosen(control);
  return control.getAttribute("value") ?? "";
}

/** The `href` of each element. */
export const hrefs = (elements: Element[]) => elements.map((a) => a.getAttribute("href"));

/**
 * The page's header (banner) or footer (contentinfo) landmarks: those not inside an article,
 * an aside, the main content, a navigation or a section, which are an element's own.
 */
export const landmarks = (document: Document, tag: "header" | "footer") =>
  [...document.querySelectorAll(tag)].filter(
    (element) => !element.parentElement?.closest("article, aside, main, nav, section"),
  );

/** The one `h1`'s words. */
export const heading = (answer: SiteAnswer) => text(answer.one("h1"));

/** The breadcrumb's steps, in order. */
export const breadcrumb = (answer: SiteAnswer) =>
  [...named(answer.document, "nav", "Breadcrumb").querySelectorAll("li")].map((li) => text(li));

/**
 * Every image in the main region has a width, a height and alt text (empty where it only
 * decorates), and its file is served as an image. Answers the images, for further checks.
 */
export async function expectMainImages(site: Site, answer: SiteAnswer) {
  const images = answer.all("main img").map((img) => ({
    src: img.getAttribute("src") ?? "",
    width: img.getAttribute("width"),
    height: img.getAttribute("height"),
    alt: img.getAttribute("alt"),
  }));
  for (const image of images) {
    expect(image.width, image.src).toMatch(/^\d+$/);
    expect(image.height, image.src).toMatch(/^\d+$/);
    expect(image.alt, image.src).not.toBeNull();
  }
  for (const src of new Set(images.map((image) => image.src))) {
    const response = await site.request(src);
    expect(response.status, src).toBe(200);
    expect(response.headers.get("content-type"), src).toMatch(/^image\//);
    await response.body?.cancel();
  }
  return images;
}
