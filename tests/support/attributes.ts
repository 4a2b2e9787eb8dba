// An attribute by its name in any case, as HTML reads it. React writes a few in camel case
// (`hrefLang`, `encType`, `noValidate`) and linkedom keeps them as written, so its selectors and
// `getAttribute` with the lower-case name miss them.

/** The attribute's value, or null where the element has none. */
export function attributeOf(element: Element, name: string): string | null {
  const wanted = name.toLowerCase();
  const found = [...element.attributes].find((a) => a.name.toLowerCase() === wanted);
  return found ? found.value : null;
}

/** The elements that have the attribute. */
export const having = (elements: Element[], name: string) =>
  elements.filter((element) => attributeOf(element, name) !== null);
