import { site } from "#content/site.ts";
import { findPage } from "../pages.ts";

/** '{Page name} - {school name}' on every page (spec 1). */
export function pageTitle(name: string, schoolName: string = site.titleName): string {
  return `${name} - ${schoolName}`;
}

/** The `meta` of a route whose name comes from the page registry. */
export function metaFor(path: string, description?: string) {
  const name = findPage(path)?.name ?? site.name;
  return [
    { title: pageTitle(name) },
    { name: "description", content: description ?? `${name} at ${site.titleName}.` },
  ];
}
