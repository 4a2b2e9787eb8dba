import { achievements } from "./achievements.ts";
import { albums } from "./albums.ts";
import { alerts } from "./alerts.ts";
import { birthdays } from "./birthdays.ts";
import { certificates } from "./certificates.ts";
import { circulars } from "./circulars.ts";
import { consents } from "./consents.ts";
import { events } from "./events.ts";
import { highlights } from "./highlights.ts";
import type { z } from "zod";
import type { RecordKind, RecordModule } from "./kind.ts";
import { messages } from "./messages.ts";
import { news } from "./news.ts";
import { notifications } from "./notifications.ts";
import { registrations } from "./registrations.ts";
import { staff } from "./staff.ts";
import { toppers } from "./toppers.ts";
import { videos } from "./videos.ts";

/**
 * The kinds of record, declared as one module each, by the office's name for the kind and in
 * the office menu's order. A new
 * kind is its module, a line here, its page's line in app/pages.ts and its demo records; the
 * office (contracts/office-records.ts), the API, the website's client, list page, preview and
 * home section are drawn from this list.
 */
export const recordModules = {
  news,
  alerts,
  highlights,
  events,
  notifications,
  registrations,
  messages,
  albums,
  videos,
  circulars,
  toppers,
  birthdays,
  achievements,
  certificates,
  consents,
  staff,
};

export type ModuleKindName = keyof typeof recordModules;

/** What the public API sends of one record of a kind. */
export type EntityOf<Kind extends ModuleKindName> =
  NonNullable<(typeof recordModules)[Kind]["public"]>["entity"] extends z.ZodType<infer Entity>
    ? Entity
    : never;

/** Every module, typed loosely, for the code that treats them all alike. */
export const allRecordModules = Object.values(recordModules) as unknown as readonly RecordModule[];

/** A kind's module, typed loosely. */
export const moduleOf = (kind: ModuleKindName): RecordModule =>
  (recordModules as unknown as Record<ModuleKindName, RecordModule>)[kind];

/** The module of an office kind, if it is declared as one. */
export const moduleNamed = (kind: string): RecordModule | undefined =>
  Object.hasOwn(recordModules, kind) ? moduleOf(kind as ModuleKindName) : undefined;

/** Each kind as the office sees it (contracts/office-records.ts), by its name. */
export const moduleOfficeKinds = Object.fromEntries(
  Object.entries(recordModules).map(([kind, module]) => [kind, module.office]),
) as { [Kind in ModuleKindName]: RecordKind };

/** The kinds with a public list, by the list's API name. */
export const publicModules = allRecordModules.filter((module) => module.public);

/** The module whose public page is at `path`. */
export const moduleAtPage = (path: string): RecordModule | undefined =>
  allRecordModules.find((module) => module.page?.path === path);
