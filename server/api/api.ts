import { Hono, type Context } from "hono";
import { etag } from "hono/etag";
import type { Db } from "../db/database.ts";
import { isSafeRelativePath, type FileStore } from "../files/file-store.ts";
import { ImageVariants, variantWidth } from "../files/image-variants.ts";
import { serveFile } from "../files/serve-file.ts";
import { chooseForm } from "../http/encodings.ts";
import { createEnquiryApi } from "./enquiry.ts";
import { createSubscriptionApi } from "./subscriptions.ts";
import { createChannelWebhooks } from "./channel-webhooks.ts";
import {
  collections,
  getGallery,
  listCollection,
  type CollectionName,
} from "../services/collections.ts";
import { stagingFolder } from "../services/archive-staging.ts";
import { serverCache } from "../cache/caches.ts";
import { listAnswers, type Loaded } from "../cache/list-cache.ts";
import { withAttachmentSizes } from "../services/attachment-sizes.ts";
import { addressedKinds, publishedItem } from "../services/published-item.ts";
import { shortLinkPath } from "../services/short-links.ts";
import { shortCodePattern } from "#contracts/short-links.ts";
import { currentSettings, publishedPage } from "../services/pages.ts";
import { withFilledBlocks } from "../services/filled-blocks.ts";
import { disclosurePdf } from "../disclosure/disclosure-pdf.ts";
import { disclosureSheet } from "../disclosure/sheet.ts";
import { BadCursor, listFacets, listPage } from "../services/list-pages.ts";
import {
  asksForPage,
  listQueryString,
  readListQuery,
  type ListQuery,
} from "#contracts/list-query.ts";
import type { PublicList } from "#contracts/records/kind.ts";
import { siteAddresses } from "../services/site-addresses.ts";
import { slugPattern } from "#contracts/item-paths.ts";
import { pagePath } from "#contracts/page-content.ts";
import { publicModules } from "#contracts/records/index.ts";
import type { RateLimitStore } from "../services/rate-limit.ts";
import { findSchool } from "../services/schools.ts";
import type { CacheBudgets, TrustProxy } from "#contracts/config.ts";
import { secondsUntilNextDay, todayIn } from "#contracts/dates.ts";
import { downloadTokens } from "../services/download-tokens.ts";
import { certificateFile } from "../services/transfer-certificates.ts";
import { createTcApi } from "./tc.ts";
import { createAdmissionsApi } from "./admissions.ts";
import type { ProviderBases } from "../reach/channel-settings.ts";
import { searchAnswer } from "./search.ts";
import type { Auth } from "../office/auth.ts";
import { createOfficeApi } from "../office/office-api.ts";
import { officeOpenApi } from "../office/api/openapi.ts";

export interface ApiDeps {
  db: Db;
  files: FileStore;
  /**
   * Files never served at their own path: transfer certificates, reached only by token.
   * Without it (a bare API in tests) no certificate can be downloaded.
   */
  privateFiles?: FileStore;
  /**
   * Where pictures narrowed for `?w=` are kept on this machine (derived from the store, so
   * never shared); by default a new folder in the system's temporary one.
   */
  variantsDir?: string;
  timeZone: string;
  ping: () => Promise<boolean>;
  /** Whether this instance hears of other instances' changes (`Database.listening`). */
  listening?: () => boolean;
  /** Whether this instance is shutting down: it finishes what it has, and wants no more. */
  draining?: () => boolean;
  /** The school office's sign-in; without it the office's calls are absent. */
  auth?: Auth;
  /** The clock (tests set it); scheduled publishing and the school's day follow it. */
  now?: () => Date;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY): rate limits count the client. */
  trustProxy?: TrustProxy;
  /**
   * Shared by every instance (OFFICE_SECRET): signs the TC download tokens, so any instance
   * hands out a certificate whose lookup another answered. Random per process when absent.
   */
  secret?: string;
  /** Where the enquiry and TC lookup limits keep their counts; this process's memory by default. */
  rateLimitStore?: RateLimitStore;
  /** Whether e-mail to subscribed parents can be sent (SMTP_URL); without it none subscribe. */
  mailEnabled?: boolean;
  /** Push services beside the browsers' own that parents' browsers may name (PUSH_SERVICES). */
  pushServices?: readonly string[];
  /** The website's public origin (SITE_URL), for addresses printed in documents it makes. */
  siteUrl?: string;
  /** The providers' APIs when not at their own addresses (a test's local servers). */
  providerBases?: ProviderBases;
  /** The bytes the growing caches may hold (PAGES_CACHE_MB...); each cache's default otherwise. */
  cacheBudgets?: Partial<CacheBudgets>;
}

// Lists may be reused by browsers and proxies for a minute, and served stale for five more while
// they check again; date lists never past the school's midnight.
const listMaxAge = 60;
const listStaleWhileRevalidate = 300;

/**
 * What a load throws for an answer not worth keeping: a 404 for an address nobody published,
 * so that made-up addresses cost a lookup on an index and no memory.
 */
class NotKept extends Error {}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An error for the log without its message: a failed query's message carries its parameters,
 * which are what a visitor typed. Its kind, the database's error code and where it was thrown
 * are enough to find the fault.
 */
function summary(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === "string" ? ` (code ${cause.code})` : "";
  // The stack begins with the message, which may span lines: only what follows it is kept.
  const head = `${error.name}: ${error.message}`;
  const stack = error.stack?.startsWith(head) ? error.stack.slice(head.length) : "";
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [`${error.name}${code}`, ...frames.slice(0, 8)].join("\n");
}

/** The school-content API of spec 7, keyed by school code. */
export function createApi(deps: ApiDeps): Hono {
  const api = new Hono();
  api.use(etag());

  const clock = deps.now ?? (() => new Date());
  const downloads = downloadTokens({ secret: deps.secret, now: () => clock().getTime() });
  // List answers and schools looked up by code, kept while their data is unchanged
  // (server/cache/caches.ts); only found schools are kept, so unknown codes cost no memory.
  const cache = listAnswers(
    serverCache(deps.db, "lists", { now: () => clock().getTime() }, deps.cacheBudgets),
  );
  const schools = serverCache(deps.db, "schools");
  const schoolOf = async (code: string) => {
    const kept = schools.get(code);
    if (kept) return kept;
    const school = await findSchool(deps.db, code);
    return school && schools.set(code, school);
  };

  /**
   * One answer kept by the cache: `load` reads it on a miss and says when it changes by itself.
   * Browsers and proxies may keep it a minute; `daily` answers never past the school's midnight.
   */
  const cachedAnswer = async (
    c: Context,
    name: string,
    options: { daily?: boolean; missing?: string },
    load: (schoolId: string, today: string, now: Date) => Promise<Loaded>,
  ) => {
    const code = c.req.param("schoolCode") ?? "";
    const school = await schoolOf(code);
    if (!school) return c.json({ error: "Unknown school." }, 404);
    const now = clock();
    const today = todayIn(deps.timeZone, now);
    let cached;
    try {
      cached = await cache.get(school.id, name, today, () => load(school.id, today, now));
    } catch (error) {
      if (error instanceof NotKept) return c.json({ error: options.missing ?? "Not found." }, 404);
      throw error;
    }
    if (cached.body === "null") {
      return c.json({ error: options.missing ?? "Not found." }, 404);
    }
    const untilTomorrow = options.daily ? secondsUntilNextDay(deps.timeZone, now) : Infinity;
    // Nor past the next scheduled publish or expiry among its rows.
    const untilChange =
      cached.until === undefined
        ? Infinity
        : Math.max(0, Math.floor((cached.until - now.getTime()) / 1000));
    const maxAge = Math.min(listMaxAge, untilTomorrow, untilChange);
    const stale = Math.min(listStaleWhileRevalidate, untilTomorrow - maxAge, untilChange - maxAge);
    c.header(
      "Cache-Control",
      `public, max-age=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ""}`,
    );
    c.header("Content-Type", "application/json");
    for (const [name, value] of Object.entries(cached.headers ?? {})) c.header(name, value);
    const form = chooseForm(c, cached);
    c.header("ETag", form.etag);
    if (form.varies) c.header("Vary", "Accept-Encoding");
    if (!form.encoding) return c.body(cached.body);
    c.header("Content-Encoding", form.encoding);
    return c.body(form.body!);
  };

  const withSizes = async (name: CollectionName, rows: Record<string, unknown>[]) =>
    (collections[name] as { documents?: true }).documents
      ? await withAttachmentSizes(rows, deps.files)
      : rows;

  // A list whole (spec 7), or a page of it when the call asks for one (docs/api.md).
  const list = (name: CollectionName) => (c: Context) => {
    const collection: PublicList<unknown> = collections[name];
    const daily = { daily: collection.daily };
    const { paging } = collection;
    const params = new URL(c.req.url).searchParams;
    const by = Object.keys(paging?.by ?? {});
    if (!paging || !asksForPage(params, by)) {
      return cachedAnswer(c, name, daily, async (schoolId, today, now) => {
        const { rows, until } = await listCollection(deps.db, name, schoolId, today, now);
        return { value: await withSizes(name, rows), until };
      });
    }
    const read = readListQuery(params, by);
    if ("error" in read) return c.json({ error: read.error }, 400);
    const { query } = read;
    const key = `${name}?${listQueryString(query)}`;
    return cachedAnswer(c, key, daily, async (schoolId, today, now) => {
      const page = await listPage(deps.db, { ...collection, paging }, schoolId, today, now, query);
      const path = new URL(c.req.url).pathname;
      const link = (cursor: string | undefined, side: "before" | "after", rel: string) =>
        cursor === undefined
          ? []
          : [
              `<${path}?${listQueryString({ ...query, before: undefined, after: undefined, [side]: cursor })}>; rel="${rel}"`,
            ];
      const links = [...link(page.next, "before", "next"), ...link(page.previous, "after", "prev")];
      return {
        value: await withSizes(name, page.items),
        headers: {
          "X-Total-Count": String(page.total),
          ...(links.length > 0 && { Link: links.join(", ") }),
        },
      };
    });
  };

  /** How many items a list holds by month and by each named column (docs/api.md). */
  const facets = (name: CollectionName) => (c: Context) => {
    const collection: PublicList<unknown> = collections[name];
    const { paging } = collection;
    if (!paging) return c.json({ error: "This list has no facets." }, 404);
    const read = readListQuery(new URL(c.req.url).searchParams, Object.keys(paging.by ?? {}));
    if ("error" in read) return c.json({ error: read.error }, 400);
    const query: Omit<ListQuery, "limit"> = read.query;
    const key = `${name}/facets?${listQueryString(query)}`;
    return cachedAnswer(c, key, { daily: collection.daily }, async (schoolId, today, now) => ({
      value: await listFacets(deps.db, { ...collection, paging }, schoolId, today, now, query),
    }));
  };

  api.get("/health", async (c) => {
    const database = await deps.ping();
    c.header("Cache-Control", "no-store");
    return c.json({ status: database ? "ok" : "unavailable", database }, database ? 200 : 503);
  });

  // Whether a balancer should send this instance requests: it can read the database, hears of
  // other instances' changes, and is not shutting down.
  api.get("/ready", async (c) => {
    const checks = {
      database: await deps.ping(),
      changeNotices: deps.listening?.() ?? true,
      accepting: !(deps.draining?.() ?? false),
    };
    const ready = Object.values(checks).every(Boolean);
    c.header("Cache-Control", "no-store");
    return c.json({ status: ready ? "ready" : "not ready", ...checks }, ready ? 200 : 503);
  });

  // The kinds declared as modules (contracts/records/), each at its own address: /topper...
  for (const module of publicModules) {
    api.get(`/${module.public!.api}/:schoolCode`, list(module.office.kind as CollectionName));
    api.get(
      `/${module.public!.api}/:schoolCode/facets`,
      facets(module.office.kind as CollectionName),
    );
    for (const [name, more] of Object.entries(module.public!.more ?? {})) {
      for (const path of more.api) {
        api.get(`/${path}/:schoolCode`, list(name as CollectionName));
        api.get(`/${path}/:schoolCode/facets`, facets(name as CollectionName));
      }
    }
  }
  // One item with its own page, by its address's last part, at its kind's list address and
  // /item/{slug} (/news/{schoolCode}/item/2026-11-20-annual-day): in the shape of the kind's list
  // of every item, so an item's page reads the one item and not the school's whole history.
  for (const addressed of addressedKinds) {
    const { module, list } = addressed;
    const missing = `No ${module.office.one} is published at this address.`;
    api.get(`/${module.public!.api}/:schoolCode/item/:slug`, (c) => {
      const slug = c.req.param("slug");
      if (!slugPattern.test(slug)) return c.json({ error: missing }, 404);
      return cachedAnswer(
        c,
        `item:${module.office.kind}:${slug}`,
        { missing },
        async (schoolId, _today, now) => {
          const { item, until } = await publishedItem(deps.db, addressed, schoolId, slug, now);
          if (!item) throw new NotKept();
          const [value] = list.documents ? await withAttachmentSizes([item], deps.files) : [item];
          return { value, until };
        },
      );
    });
  }
  // Where an item's short link (/s/{code}, in messages to parents) leads: its page's path.
  api.get("/short/:schoolCode/:code", (c) => {
    const code = c.req.param("code");
    const missing = "No item on the site has this short link.";
    if (!shortCodePattern.test(code)) return c.json({ error: missing }, 404);
    return cachedAnswer(c, `short:${code}`, { missing }, async (schoolId, _today, now) => {
      const path = await shortLinkPath(deps.db, schoolId, code, now);
      if (!path) throw new NotKept();
      return { value: { path } };
    });
  });
  // Every page and item with its own address and its last change, for the sitemap.
  api.get("/addresses/:schoolCode", (c) =>
    cachedAnswer(c, "addresses", {}, async (schoolId, _today, now) => ({
      value: await siteAddresses(deps.db, schoolId, now),
    })),
  );

  // A static page's words (its newest published version) and the school's settings: what the
  // website draws its pages and frame from.
  // `?language=hi`: its Hindi version, or while it has none on the site its English one (the
  // answer's `language` says which).
  api.get("/page/:schoolCode/:path", (c) => {
    const path = `/${c.req.param("path")}`;
    const missing = "This school has no such page.";
    if (!pagePath.safeParse(path).success) return c.json({ error: missing }, 404);
    const language = c.req.query("language") === "hi" ? "hi" : "en";
    return cachedAnswer(
      c,
      `page:${language}:${path.toLowerCase()}`,
      { missing },
      async (schoolId, _today, now) => {
        const { page, until } = await publishedPage(deps.db, schoolId, path, now, language);
        return { value: page ? await withFilledBlocks(deps.db, schoolId, page) : null, until };
      },
    );
  });
  // The CBSE disclosure as a PDF, drawn from the same sheet as its page (server/disclosure/):
  // made afresh on each call, for it is asked for seldom and must say what is true today.
  api.get("/disclosure/:schoolCode/pdf", async (c) => {
    const code = c.req.param("schoolCode");
    const school = await schoolOf(code);
    if (!school) return c.json({ error: "Unknown school." }, 404);
    const language = c.req.query("language") === "hi" ? "hi" : "en";
    const current = await currentSettings(deps.db, school.id);
    const sheet = await disclosureSheet(deps.db, school.id, language, current?.settings);
    if (!sheet) return c.json({ error: "This school has no settings yet." }, 404);
    const origin = deps.siteUrl ?? new URL(c.req.url).origin;
    const address = (file: string) =>
      `${origin}/api/image/${(file.startsWith("public/") ? `${code}/${file}` : file)
        .split("/")
        .map(encodeURIComponent)
        .join("/")}`;
    const pdf = await disclosurePdf(sheet, address, todayIn(deps.timeZone, clock()));
    return c.body(Buffer.from(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="cbse-disclosure${language === "hi" ? "-hi" : ""}.pdf"`,
      "Cache-Control": "no-cache",
    });
  });
  api.get("/settings/:schoolCode", (c) =>
    cachedAnswer(
      c,
      "settings",
      { missing: "This school has no settings yet." },
      async (schoolId) => ({
        value: (await currentSettings(deps.db, schoolId)) ?? null,
      }),
    ),
  );

  api.get(
    "/search/:schoolCode",
    searchAnswer({
      db: deps.db,
      now: clock,
      timeZone: deps.timeZone,
      school: schoolOf,
      trustProxy: deps.trustProxy,
      rateLimitStore: deps.rateLimitStore,
      cacheBudgets: deps.cacheBudgets,
    }),
  );

  api.get("/subGallery", async (c) => {
    const id = c.req.query("id") ?? "";
    if (!uuidPattern.test(id)) return c.json({ error: "The gallery id is not valid." }, 400);
    const gallery = await getGallery(deps.db, id, clock());
    if (!gallery) return c.json({ error: "No gallery has this id." }, 404);
    c.header("Cache-Control", "no-cache");
    return c.json(gallery);
  });

  const variants = new ImageVariants(deps.variantsDir);
  // Files: /api/image/{path} for attachments and static files, /api/image?url={path} for
  // birthday photos. Paths are checked before the store is asked for anything.
  const file = async (c: Context, relative: string | undefined) => {
    if (relative === undefined) return c.json({ error: "A file path is required." }, 400);
    if (!isSafeRelativePath(relative)) return c.json({ error: "The file path is not valid." }, 400);
    // An import's files are not the site's until the import is committed.
    if (relative.split("/")[0] === stagingFolder) {
      return c.json({ error: "No file at this path." }, 404);
    }
    const original = await deps.files.open(relative);
    if (!original) return c.json({ error: "No file at this path." }, 404);
    const width = variantWidth(c.req.query("w"));
    // A picture that cannot be narrowed (unreadable, not a picture) is sent as it is.
    const format = c.req.header("Accept")?.includes("image/webp") ? "webp" : "jpeg";
    const narrowed = width
      ? await variants.get(relative, original, width, format).catch(() => undefined)
      : undefined;
    const options = {
      cacheControl: "public, max-age=3600",
      // A narrowed picture's format follows the browser's Accept header.
      extraHeaders: width ? { Vary: "Accept" } : undefined,
    };
    if (narrowed) {
      // Its type is the format it was made in (a PNG narrowed is a JPEG or a WebP).
      const made = `${relative}.${format === "webp" ? "webp" : "jpg"}`;
      return serveFile(c.req.raw, made, narrowed, options);
    }
    return serveFile(c.req.raw, relative, original, options);
  };
  api.get("/image", (c) => file(c, c.req.query("url")));
  api.get("/image/*", async (c) => {
    const raw = new URL(c.req.url).pathname.slice("/api/image/".length);
    // A transfer certificate, by the short-lived token a successful lookup handed out.
    if (raw.startsWith("tc/")) {
      const certificateId = downloads.redeem(raw.slice("tc/".length));
      const stored = certificateId && (await certificateFile(deps.db, certificateId, clock()));
      const found = stored === undefined ? undefined : await deps.privateFiles?.open(stored);
      if (!stored || !found) return c.json({ error: "No file at this path." }, 404);
      const ext = stored.toLowerCase().endsWith(".pdf") ? "pdf" : "jpg";
      return serveFile(c.req.raw, stored, found, {
        cacheControl: "no-store",
        extraHeaders: { "Content-Disposition": `attachment; filename="tc.${ext}"` },
      });
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return c.json({ error: "The file path is not valid." }, 400);
    }
    return file(c, decoded);
  });

  api.route("/", createEnquiryApi(deps));
  api.route(
    "/",
    createSubscriptionApi({ ...deps, mailEnabled: deps.mailEnabled ?? false, now: clock }),
  );
  api.route("/", createChannelWebhooks({ db: deps.db, secret: deps.secret }));
  api.route("/tc", createTcApi({ ...deps, downloads }));
  api.route("/admissions", createAdmissionsApi({ ...deps, now: clock }));
  if (deps.auth) {
    const office = createOfficeApi({ ...deps, auth: deps.auth, now: clock });
    api.route("/office", office);
    // Made from the office app's own routes, once, when first asked for.
    let openApi: Promise<string> | undefined;
    api.get("/openapi.json", async (c) => {
      openApi ??= officeOpenApi(office).then((document) => JSON.stringify(document));
      c.header("Cache-Control", "public, max-age=300");
      c.header("Content-Type", "application/json");
      return c.body(await openApi);
    });
  }

  api.onError((error, c) => {
    if (error instanceof BadCursor) return c.json({ error: error.message }, 400);
    console.error(`API error on ${c.req.method} ${new URL(c.req.url).pathname}: ${summary(error)}`);
    return c.json({ error: "The server could not answer. Please try again." }, 500);
  });
  return api;
}
