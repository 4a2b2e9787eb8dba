import { useRouteLoaderData } from "react-router";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import type { PublishedSettings } from "./api/client.ts";

// The school's facts (name, addresses, phones, links) are settings the school office keeps in
// the database. The root loader reads them for every page (root.tsx); components and meta
// functions read them from its data here, never from a file built into the site.

/** The settings the root loader read, or undefined on a page drawn without them (an error). */
export function usePublishedSettings(): PublishedSettings | undefined {
  return (useRouteLoaderData("root") as { school?: PublishedSettings } | undefined)?.school;
}

/** The school's settings, for components inside the frame, which is drawn only with them. */
export function useSchool(): SchoolSettings {
  const school = usePublishedSettings();
  if (!school) throw new Error("The school's settings are drawn only after the root loader.");
  return school.settings;
}

/** What a meta function is handed of each route that matched. */
export type MatchedRoutes = readonly (
  { id: string; loaderData?: unknown; pathname?: string } | undefined
)[];

/** The school's settings for a meta function, from the root route's data among `matches`. */
export function schoolIn(matches: MatchedRoutes | undefined): SchoolSettings | undefined {
  if (!Array.isArray(matches)) return undefined;
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { school?: PublishedSettings } | undefined)?.school?.settings;
}

/** Settings a sentence may name as `{key}`; `{school}` is the name with its town. */
const wording = (school: SchoolSettings): Record<string, string> => ({
  school: school.titleName,
  name: school.name,
  city: school.city,
  board: school.board,
  congregation: school.congregation,
});

/**
 * A sentence written without the school's facts ('Events at {school}.') with them filled in,
 * each through `encode` (HTML's escapes, for markup); without settings, each placeholder goes
 * with the space before it.
 */
export function withSchool(
  text: string,
  school: SchoolSettings | undefined,
  encode: (value: string) => string = (value) => value,
): string {
  const words = school ? wording(school) : {};
  return text.replace(/( ?)\{(\w+)\}/g, (whole, space: string, key: string) =>
    key in words ? space + encode(words[key]!) : school ? whole : "",
  );
}

/** Text as HTML shows it: what could open a tag or an entity is escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A phone number as a link dials it: its digits and a leading +, whatever spacing it has. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
