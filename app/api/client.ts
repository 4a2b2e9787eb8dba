import { z } from "zod";
import type { Cache } from "#contracts/cache.ts";
import * as E from "#contracts/entities.ts";
import { PageDocument } from "#contracts/page-content.ts";
import { languages, type Language } from "#contracts/languages.ts";
import { SchoolSettings } from "#contracts/school-settings.ts";
import {
  moduleOf,
  recordModules,
  type EntityOf,
  type ModuleKindName,
} from "#contracts/records/index.ts";
import { ItemHindi } from "#contracts/records/hindi.ts";
import { searchKinds, type SearchAnswer, type SearchGroup } from "#contracts/search.ts";
import {
  listQueryString,
  type ListFacets,
  type ListPage,
  type ListQuery,
} from "#contracts/list-query.ts";

export type ApiFetch = (request: Request) => Response | Promise<Response>;

export class ApiError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

/**
 * One deadline for a whole call to the backend, headers and body alike: the answer is read in
 * full before the deadline or the call fails with ApiError. A backend that sends its headers
 * and then stalls holds a page no longer than one that never answers. With no deadline
 * (`Infinity`) the call ends only when it is answered or its request is cancelled.
 */
export function withDeadline(fetch: ApiFetch, timeoutMs: number): ApiFetch {
  return async (request) => {
    const path = new URL(request.url).pathname;
    const deadline = Number.isFinite(timeoutMs) ? AbortSignal.timeout(timeoutMs) : undefined;
    const signal = deadline ? AbortSignal.any([request.signal, deadline]) : request.signal;
    // The in-process backend does not watch the signal, hence the race as well.
    const stopped = new Promise<never>((_, reject) => {
      const fail = () =>
        reject(
          new ApiError(
            deadline?.aborted
              ? `${path} took longer than ${timeoutMs} ms`
              : `${path} was cancelled`,
          ),
        );
      if (signal.aborted) fail();
      else signal.addEventListener("abort", fail, { once: true });
    });
    stopped.catch(() => {});
    try {
      const response = await Promise.race([fetch(new Request(request, { signal })), stopped]);
      const body = await Promise.race([response.arrayBuffer(), stopped]);
      const empty = body.byteLength === 0 && [101, 204, 205, 304].includes(response.status);
      return new Response(empty ? null : body, response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(`${path} failed: ${(error as Error).message}`);
    }
  };
}

export interface ApiClientOptions {
  /** Origin of the backend, e.g. "https://api.example.org"; paths are added to it. */
  baseUrl: string;
  schoolCode: string;
  /** The door to the backend; give it a deadline (`withDeadline`) so no list holds a page. */
  fetch: ApiFetch;
  /** Where checked pages and settings are kept (app/caches.ts `checkedCopies`). */
  copies: {
    pages: Cache<PublishedPage>;
    settings: Cache<PublishedSettings>;
  };
}

/** The one way the website reads the school-content API (spec 7). */
export function createApiClient(options: ApiClientOptions) {
  const code = encodeURIComponent(options.schoolCode);

  async function getAnswer(
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ body: unknown; headers: Headers }> {
    try {
      const response = await options.fetch(
        new Request(new URL(path, options.baseUrl), {
          headers: { Accept: "application/json", ...headers },
        }),
      );
      if (!response.ok) throw new ApiError(`${path} answered ${response.status}`, response.status);
      return { body: await response.json(), headers: response.headers };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(`${path} failed: ${(error as Error).message}`);
    }
  }
  const getJson = async (path: string, headers: Record<string, string> = {}) =>
    (await getAnswer(path, headers)).body;

  // Pages and settings are read on every visit but change seldom: each version is checked
  // against its schema once, and the checked copy is handed out while the number is the same.
  function checkedOnce<T extends { number: number }>(
    copies: Cache<T>,
    key: string,
    body: unknown,
    schema: z.ZodType<T>,
    what: string,
  ): T {
    const stamp = versionOf(body as Versioned);
    const known = copies.get(key, { stamp });
    if (known) return known;
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError(`${what} could not be read`);
    return copies.set(key, parsed.data, { stamp });
  }

  const itemsOf = <T>(schema: z.ZodType<T>, path: string, body: unknown): WithHindi<T>[] => {
    if (!Array.isArray(body)) throw new ApiError(`${path} did not answer with a list`);
    return body.flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [withHindi(parsed.data, item)] : [];
    });
  };
  const list =
    <T>(schema: z.ZodType<T>, path: string) =>
    async (): Promise<WithHindi<T>[]> =>
      itemsOf(schema, path, await getJson(path));

  /** A kind's list's address (its own, or another by the name its module gives it). */
  function listPath(kind: ModuleKindName, name?: string): string {
    const own = moduleOf(kind).public!;
    const path = name === undefined ? own.api : own.more?.[name]?.api[0];
    if (!path) throw new ApiError(`${kind} has no list named ${name}`);
    return `/api/${path}/${code}`;
  }

  /**
   * One page of a kind's list (docs/api.md "Lists a page at a time"): its items, how many the
   * query keeps, and the cursors of the pages on either side (the answer's Link header).
   */
  async function listPage<Kind extends ModuleKindName>(
    source: ListSource<Kind>,
    query: Partial<ListQuery>,
  ): Promise<ListPage<WithHindi<EntityOf<Kind>>>> {
    const path = `${listPath(source.kind, source.list)}?${listQueryString({ ...query, by: { ...query.by, ...source.by } })}`;
    const { body, headers } = await getAnswer(path);
    const entity = moduleOf(source.kind).public!.entity as z.ZodType<EntityOf<Kind>>;
    const cursors = Object.fromEntries(
      [...(headers.get("Link") ?? "").matchAll(/<[^>]*[?&](before|after)=([\w-]+)[^>]*>/g)].map(
        (match) => [match[1]!, match[2]!],
      ),
    );
    const total = Number(headers.get("X-Total-Count"));
    if (!Number.isInteger(total)) throw new ApiError(`${path} did not say how many items it has`);
    return {
      items: itemsOf(entity, path, body),
      total,
      ...(cursors.before && { next: cursors.before }),
      ...(cursors.after && { previous: cursors.after }),
    };
  }

  /** How many items of a kind's list each month and each named column's value holds. */
  async function listFacets(
    source: ListSource,
    query: Partial<ListQuery> = {},
  ): Promise<ListFacets> {
    const path = `${listPath(source.kind, source.list)}/facets?${listQueryString({ ...query, by: { ...query.by, ...source.by } })}`;
    const parsed = Facets.safeParse(await getJson(path));
    if (!parsed.success) throw new ApiError(`${path} could not be read`);
    return parsed.data;
  }

  /** A kind's public list (contracts/records/), each item read with its module's shape. */
  function records<Kind extends ModuleKindName>(kind: Kind): Promise<WithHindi<EntityOf<Kind>>[]> {
    const { api, entity } = recordModules[kind].public!;
    return list(entity as z.ZodType<EntityOf<Kind>>, `/api/${api}/${code}`)();
  }

  /** Another of a kind's lists, by the name its module gives it (every news item: "allNews"). */
  function moreRecords<Kind extends ModuleKindName>(
    kind: Kind,
    name: string,
  ): Promise<WithHindi<EntityOf<Kind>>[]> {
    const { entity, more } = moduleOf(kind).public!;
    const path = more?.[name]?.api[0];
    if (!path) throw new ApiError(`${kind} has no list named ${name}`);
    return list(entity as z.ZodType<EntityOf<Kind>>, `/api/${path}/${code}`)();
  }

  /**
   * One item of a kind with its own page, by its address's last part, in its list's shape;
   * undefined when the backend has none published there (404). A failed call throws.
   */
  async function item<Kind extends ModuleKindName>(
    kind: Kind,
    slug: string,
  ): Promise<WithHindi<EntityOf<Kind>> | undefined> {
    const { api, entity } = recordModules[kind].public!;
    const path = `/api/${api}/${code}/item/${encodeURIComponent(slug)}`;
    let body: unknown;
    try {
      body = await getJson(path);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
    const parsed = (entity as z.ZodType<EntityOf<Kind>>).safeParse(body);
    if (!parsed.success) throw new ApiError(`${path} could not be read`);
    return withHindi(parsed.data, body);
  }

  return {
    onlineRegistration: list(E.OnlineRegistration, `/api/onlineRegistration/${code}`),
    highlights: () => records("highlights"),
    news: () => records("news"),
    allNews: () => moreRecords("news", "allNews"),
    upcomingEvents: () => records("events"),
    allEvents: () => moreRecords("events", "allEvents"),
    messages: () => records("messages"),
    toppers: list(E.Topper, `/api/topper/${code}`),
    galleries: () => records("albums"),
    allGalleries: () => moreRecords("albums", "allGalleries"),
    birthdays: list(E.Birthday, `/api/birthdays/${code}`),
    notifications: list(E.Notification, `/api/notification/${code}`),
    circulars: () => records("circulars"),
    videos: list(E.Video, `/api/video/all/${code}`),
    alerts: () => records("alerts"),
    /** A kind's public list (contracts/records/), each item read with its module's shape. */
    records,
    /** Another of a kind's lists, by the name its module gives it (every news item: "allNews"). */
    moreRecords,
    listPage,
    listFacets,
    /** One item with its own page, by its address's last part; undefined for none (404). */
    item,
    /** Every page and item with its own address, and when it last changed (the sitemap's). */
    addresses: list(Address, `/api/addresses/${code}`),
    /** A static page's published words and their version number; 404 for a page it lacks. */
    /** A static page in `language`: its English while it has no Hindi on the site. */
    async page(path: string, language: Language = "en"): Promise<PublishedPage> {
      const query = language === "en" ? "" : `?language=${language}`;
      const url = `/api/page/${code}/${encodeURIComponent(path.replace(/^\//, ""))}${query}`;
      return checkedOnce(
        options.copies.pages,
        `${language}:${path.toLowerCase()}`,
        await getJson(url),
        PublishedPage,
        path,
      );
    },
    /** The school's settings (name, addresses, links, session) and their version number. */
    async settings(): Promise<PublishedSettings> {
      const body = await getJson(`/api/settings/${code}`);
      return checkedOnce(
        options.copies.settings,
        "",
        body,
        PublishedSettings,
        "The school's settings",
      );
    },
    /**
     * The school's published pages and items whose words match `query`, grouped by kind. The
     * visitor's address (`forwardedFor`, as the server set it) goes with it: the searches the
     * backend makes anew are counted against the visitor who asks, not against every visitor.
     */
    async search(
      query: string,
      forwardedFor?: string | null,
      language: Language = "en",
    ): Promise<SearchGroup[]> {
      const body = await getJson(
        `/api/search/${code}?q=${encodeURIComponent(query)}${language === "en" ? "" : `&language=${language}`}`,
        forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
      );
      const parsed = SearchAnswerSchema.safeParse(body);
      if (!parsed.success) throw new ApiError("The search's answer could not be read");
      return parsed.data.groups;
    },
    async subGallery(id: string): Promise<E.Gallery> {
      const parsed = E.Gallery.safeParse(
        await getJson(`/api/subGallery?id=${encodeURIComponent(id)}`),
      );
      if (!parsed.success) throw new ApiError("The gallery record could not be read");
      return parsed.data;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** An item as the API sends it: its kind's shape, and its Hindi beside (contracts/records/hindi.ts). */
export type WithHindi<T> = T & { hi?: ItemHindi };

/** `parsed` with the Hindi its answer `raw` carries, if that is well formed; ignored otherwise. */
function withHindi<T>(parsed: T, raw: unknown): WithHindi<T> {
  const hi = ItemHindi.safeParse((raw as { hi?: unknown } | null)?.hi);
  return hi.success ? { ...parsed, hi: hi.data } : (parsed as WithHindi<T>);
}

/** Which list a page reads: a kind's own or another of its lists, and the page's own filters. */
export interface ListSource<Kind extends ModuleKindName = ModuleKindName> {
  kind: Kind;
  list?: string;
  by?: Record<string, string>;
}

const Facets = z.object({
  total: z.number().int(),
  months: z.array(z.object({ year: z.number().int(), month: z.number().int(), count: z.number() })),
  values: z.record(z.string(), z.array(z.object({ value: z.string(), count: z.number() }))),
}) satisfies z.ZodType<ListFacets>;

const Address = z.object({ path: z.string().startsWith("/"), lastmod: z.string() });

const PublishedPage = z.object({
  path: z.string(),
  number: z.number().int(),
  /** The language of its words. */
  language: z.enum(languages).default("en"),
  /** A Hindi version written from this English version, older than the one on the site. */
  olderThanEnglish: z.number().int().optional(),
  document: PageDocument,
  /** The pages it shows tables from, at the versions shown (contracts/shared-tables.ts). */
  shown: z.array(z.object({ path: z.string(), number: z.number().int() })).optional(),
});
export type PublishedPage = z.infer<typeof PublishedPage>;

type Versioned = {
  number?: unknown;
  language?: unknown;
  olderThanEnglish?: unknown;
  shown?: { path?: unknown; number?: unknown }[];
} | null;

/**
 * What a page (or the settings) was drawn from: its version number, and those of the pages it
 * shows tables from, for a table saved there changes it too.
 */
export function versionOf(body: Versioned): string {
  const shown = Array.isArray(body?.shown) ? body.shown : [];
  const language = typeof body?.language === "string" ? [body.language] : [];
  // A Hindi version says so once the English on the site is newer: drawn afresh then.
  const older =
    typeof body?.olderThanEnglish === "number" ? [`older-than-${body.olderThanEnglish}`] : [];
  return [
    ...language,
    ...older,
    body?.number,
    ...shown.map((page) => `${String(page.path)}#${String(page.number)}`),
  ].join(" ");
}

// The search's answer (contracts/search.ts), checked here: the contract stays free of zod so
// the results page's component ships without a parser.
const SearchAnswerSchema = z.object({
  groups: z.array(
    z.object({
      kind: z.enum(searchKinds),
      total: z.number().int(),
      results: z.array(
        z.object({
          kind: z.enum(searchKinds),
          title: z.string(),
          language: z.enum(languages).catch("en"),
          // An address on this site: never '//host', which a browser takes for another site.
          path: z.string().regex(/^\/(?![/\\])/),
          date: z.string().optional(),
          excerpt: z.array(z.object({ text: z.string(), mark: z.literal(true).optional() })),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<SearchAnswer>;

const PublishedSettings = z.object({ number: z.number().int(), settings: SchoolSettings });
export type PublishedSettings = z.infer<typeof PublishedSettings>;

/**
 * Runs a call and answers `fallback` when it fails or times out (spec 8: each section of a
 * page fails alone). The failure is logged for the server's operator, never shown.
 */
export async function orFallback<T>(
  call: Promise<T>,
  fallback: T,
  label: string,
  fellBack?: () => void,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.warn(`${label}: ${(error as Error).message}`);
    fellBack?.();
    return fallback;
  }
}

/** A page's calls with their fallbacks (`or`, as `orFallback`), and whether any fell back. */
export interface Fallbacks {
  or: <T>(call: Promise<T>, fallback: T, label: string) => Promise<T>;
  /** Some call failed or timed out: the page shows a placeholder where its data should be. */
  readonly any: boolean;
}

/**
 * Fallbacks counted for one drawing of a page. A page drawn with any is shown to its visitor
 * but never kept (app/content/shared-rendering.ts): a list that timed out while the backend
 * refilled its copy after an office save would otherwise be served as an empty list to every
 * visitor until the kept page expired.
 */
export function fallbacks(): Fallbacks {
  let count = 0;
  return {
    or: (call, fallback, label) => orFallback(call, fallback, label, () => count++),
    get any() {
      return count > 0;
    },
  };
}
