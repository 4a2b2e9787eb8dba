import { site } from "#content/site.ts";

/** '{Page name} - {school name}' on every page (spec 1). */
export function pageTitle(name: string, schoolName: string = site.titleName): string {
  return `${name} - ${schoolName}`;
}
