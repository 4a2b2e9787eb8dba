// Finding a link in a parsed document the way a test in the browser finds it by its role and
// name (Playwright's getByRole): its aria-label, or else its text with its pictures' alt, without
// what is hidden from assistive technology. Visually hidden text counts, as it does for them.

/** An element's accessible name, for the common cases of this site: white space folded. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label !== null) return fold(label);
  return fold(spoken(element));
}

function spoken(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (element.getAttribute("aria-hidden") === "true" || element.hasAttribute("hidden")) return "";
  if (element.localName === "img") return element.getAttribute("alt") ?? "";
  return [...element.childNodes].map(spoken).join("");
}

const fold = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The links within `root` whose name matches: a RegExp, a string exactly with `exact`, or else
 * a string anywhere in the name, in any case (as getByRole matches a name).
 */
export function linksNamed(
  root: Document | Element,
  name: string | RegExp,
  { exact = false }: { exact?: boolean } = {},
): Element[] {
  const matches = (found: string) =>
    typeof name !== "string"
      ? name.test(found)
      : exact
        ? found === name
        : found.toLowerCase().includes(name.toLowerCase());
  return [...root.querySelectorAll("a[href]")].filter((link) => matches(accessibleName(link)));
}

/** The one link within `root` of that name; fails when there is none or more than one. */
export function linkNamed(root: Document | Element, name: string | RegExp): Element {
  const found = linksNamed(root, name);
  if (found.length !== 1) throw new Error(`${found.length} links named ${String(name)}`);
  return found[0]!;
}
