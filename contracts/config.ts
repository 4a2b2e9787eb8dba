import { isIP } from "node:net";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { defaultTimeZone } from "./dates.ts";

// Every setting of the process, read and validated once at start (server/main.ts, and the
// website's build in vite.config.ts) and handed down from there. Every setting is optional, so
// that `npm start` works on a fresh machine; nothing else reads the environment.

const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/**
 * Which proxies in front of the server are believed about the client (X-Forwarded-For) and the
 * scheme (X-Forwarded-Proto): a count of hops from this server (0: none, the default) or the
 * addresses and CIDR ranges of the operator's proxies.
 */
export type TrustProxy = number | readonly string[];

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  if (value === "false") return 0;
  if (value === "true") return 1;
  const hops = /^\d+$/.test(value) ? Number(value) : undefined;
  if (hops !== undefined && hops <= 16) return hops;
  const proxies = value.split(",").map((entry) => entry.trim());
  // Each an address, a CIDR range or one of proxy-addr's names (loopback, uniquelocal, ...).
  const wellFormed = proxies.every(
    (entry) => isIP(entry.replace(/\/\d{1,3}$/, "")) !== 0 || /^[a-z]+$/.test(entry),
  );
  try {
    // The same parser that judges the addresses at run time: what it refuses is told now.
    if (hops === undefined && wellFormed) {
      proxyaddr.compile(proxies);
      return proxies;
    }
  } catch {
    // told below
  }
  ctx.addIssue({
    code: "custom",
    message:
      "TRUST_PROXY must be false, true (one proxy in front), a number of proxies (at most 16), " +
      "or a comma-separated list of the proxies' addresses or CIDR ranges",
  });
  return z.NEVER;
});

const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(100).max(600_000).default(fallback);

/**
 * The bytes each growing cache may hold (contracts/cache.ts), its entries counted with their
 * compressed forms; past it, the one used longest ago goes first. A provider's hundreds of
 * schools share these, so the process stays within its memory whatever visitors ask.
 */
export interface CacheBudgets {
  /** Pages, feeds, calendars and sitemap files kept as drawn (PAGES_CACHE_MB). */
  renderings: number;
  /** The list API's answers, every school's (LISTS_CACHE_MB). */
  lists: number;
  /** Whole answers given again at the front door (ANSWERS_CACHE_MB). */
  answers: number;
  /** The search's answers, every school's (SEARCHES_CACHE_MB). */
  searches: number;
}

const mib = 2 ** 20;

export const defaultCacheBudgets: CacheBudgets = {
  renderings: 24 * mib,
  lists: 32 * mib,
  answers: 16 * mib,
  searches: 4 * mib,
};

/** A budget in mebibytes, read as bytes. */
const mebibytes = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(64 * 1024)
    .default(fallback / mib)
    .transform((value) => value * mib);

const origin = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} must be an http(s) address` })
    .transform((value) => value.replace(/\/+$/, ""));

const Settings = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  /** Where `npm run build` writes the website and the server finds it. */
  BUILD_DIR: z.string().default("build"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// address" })
    .optional(),
  /** The school the website shows and the demo seeds; by default the content's own code. */
  SCHOOL_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, "SCHOOL_CODE may hold letters, digits, - and _ only")
    .optional(),
  /** The website's public origin; by default the content's own address. */
  SITE_URL: origin("SITE_URL")
    .transform((value) => new URL(value).origin)
    .optional(),
  API_BASE_URL: origin("API_BASE_URL").optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(500),
  TZ_SCHOOL: z
    .string()
    .refine(isTimeZone, "TZ_SCHOOL must be an IANA time zone such as Asia/Kolkata")
    .default(defaultTimeZone),
  TRUST_PROXY: trustProxy.default(0),
  // Connections (server/http/connections.ts): how long a client may take to send a request's headers,
  // how long a request's body may pause (it may take as long as it keeps arriving), how long an
  // idle keep-alive connection stays, and how long a connection may sit with nothing moving
  // either way (a client that stops reading its answers).
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  INACTIVITY_TIMEOUT_MS: milliseconds(30_000),
  /**
   * Signs the school office's cookies and encrypts its second-factor secrets. Without it, one
   * is made on the first start and kept in the data folder; several instances on one
   * PostgreSQL must share one, so it is required with DATABASE_URL.
   */
  OFFICE_SECRET: z
    .string()
    .min(32, "OFFICE_SECRET must be at least 32 characters (use a long random value)")
    .optional(),
  // The file store: a bucket of an S3-compatible object store instead of DATA_DIR's folders,
  // so that several machines share the school's photos and PDFs.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
    )
    .optional(),
  /** The store's address when it is not Amazon S3 (MinIO, Ceph, R2, ...). */
  S3_ENDPOINT: origin("S3_ENDPOINT").optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, "S3_REGION must be a region name such as us-east-1")
    .default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `endpoint/bucket/key` addresses; by default with S3_ENDPOINT, which most servers want. */
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** Where e-mail to subscribed parents is sent through; without it nobody can subscribe. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error:
        "SMTP_URL must be an smtp:// or smtps:// address, e.g. smtps://user:password@mail.example.org:465",
    })
    .optional(),
  /** Who the e-mails are from; by default the school's name and e-mail from its settings. */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
      'MAIL_FROM must be an e-mail address, or a name and one: "School office <office@school.example>"',
    )
    .optional(),
  /** When the daily digest goes, on the school's clock (TZ_SCHOOL). */
  DIGEST_TIME: z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "DIGEST_TIME must be a time of day such as 17:00")
    .default("17:00"),
  /**
   * Push services beside the browsers' own that parents' notifications may be sent to
   * (server/reach/push-services.ts), by origin, separated by commas: a school's own test service.
   */
  PUSH_SERVICES: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin("PUSH_SERVICES").transform((value) => new URL(value).origin)))
    .default([]),
  /**
   * Where the WhatsApp Cloud API and the SMS gateway are, when not at the providers' own
   * addresses (a test's local servers); each school's accounts are set in the office.
   */
  WHATSAPP_API_BASE: origin("WHATSAPP_API_BASE").optional(),
  SMS_API_BASE: origin("SMS_API_BASE").optional(),
  RAZORPAY_API_BASE: origin("RAZORPAY_API_BASE").optional(),
  /** Serve the website beside the API; `false` runs the backend alone. */
  SERVE_WEBSITE: flag.default(true),
  /** Seed the demo school on a first start. */
  SEED_DEMO: flag.default(true),
  /** One line of the log per answered request (method, path, status, time, request id). */
  LOG_REQUESTS: flag.default(true),
  /**
   * On SIGTERM, how long requests under way may take to finish before their connections are
   * closed; the server stops taking new ones at once.
   */
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  // How much memory each cache that grows with schools, addresses or visitors' queries may hold
  // (contracts/cache.ts); past it, what was used longest ago goes first.
  PAGES_CACHE_MB: mebibytes(defaultCacheBudgets.renderings),
  LISTS_CACHE_MB: mebibytes(defaultCacheBudgets.lists),
  ANSWERS_CACHE_MB: mebibytes(defaultCacheBudgets.answers),
  SEARCHES_CACHE_MB: mebibytes(defaultCacheBudgets.searches),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Absolute: PGlite's folder, the file stores and the lock. */
  dataDir: string;
  /** Absolute: the built website. */
  buildDir: string;
  databaseUrl?: string;
  schoolCode?: string;
  siteUrl?: string;
  apiBaseUrl?: string;
  apiTimeoutMs: number;
  timeZone: string;
  trustProxy: TrustProxy;
  connections: ConnectionTimeouts;
  officeSecret?: string;
  /** The object store for files; without it they are kept in DATA_DIR. */
  s3?: S3Settings;
  /** Sending e-mail to subscribed parents; without it nobody can subscribe. */
  mail?: MailConfig;
  /** Origins of push services beside the browsers' own (PUSH_SERVICES). */
  pushServices: string[];
  /**
   * The providers' APIs when not at their own addresses (WHATSAPP_API_BASE, SMS_API_BASE,
   * RAZORPAY_API_BASE): a test's local server.
   */
  providerBases: { whatsapp?: string; sms?: string; razorpay?: string };
  serveWebsite: boolean;
  seedDemo: boolean;
  logRequests: boolean;
  shutdownTimeoutMs: number;
  cacheBudgets: CacheBudgets;
}

/** An S3-compatible bucket that holds the file stores (S3_*). */
export interface S3Settings {
  bucket: string;
  /** Absent for Amazon S3 itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The SMTP server the subscriptions' e-mails go through (SMTP_URL, MAIL_FROM, DIGEST_TIME). */
export interface MailConfig {
  /** smtp:// or smtps://, with the user and password when the server asks for them. */
  smtpUrl: string;
  /** The From of every message; absent: the school's name and e-mail from its settings. */
  from?: string;
  /** "HH:mm" on the school's clock: when the daily digest goes. */
  digestTime: string;
}

/** Limits on each client connection, in milliseconds. */
export interface ConnectionTimeouts {
  headersMs: number;
  /** The longest a request's body may go with no byte of it arriving. */
  bodyPauseMs: number;
  keepAliveMs: number;
  inactivityMs: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join("\n  ")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Reads the settings from `source` (the environment); an empty value counts as unset. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const given = Object.fromEntries(
    Object.keys(Settings.shape).flatMap((name) => {
      const value = source[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const parsed = Settings.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const s = parsed.data;
  if (source.OFFICE_TOKEN?.trim()) {
    throw new ConfigError([
      "OFFICE_TOKEN: no longer read. Enquiries are in the school office (/office/enquiries); " +
        "a system that reads them needs an API key made there (/office/api-keys)",
    ]);
  }
  if (s.DATABASE_URL && !s.OFFICE_SECRET) {
    throw new ConfigError([
      "OFFICE_SECRET: required with DATABASE_URL, so that every instance signs the office's cookies alike",
    ]);
  }
  const s3 = s3Settings(s);
  const mail = mailSettings(s);
  return {
    production: s.NODE_ENV === "production",
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.DATA_DIR),
    buildDir: path.resolve(s.BUILD_DIR),
    databaseUrl: s.DATABASE_URL,
    schoolCode: s.SCHOOL_CODE,
    siteUrl: s.SITE_URL,
    apiBaseUrl: s.API_BASE_URL,
    apiTimeoutMs: s.API_TIMEOUT_MS,
    timeZone: s.TZ_SCHOOL,
    trustProxy: s.TRUST_PROXY,
    connections: {
      headersMs: s.HEADERS_TIMEOUT_MS,
      bodyPauseMs: s.REQUEST_TIMEOUT_MS,
      keepAliveMs: s.KEEP_ALIVE_TIMEOUT_MS,
      inactivityMs: s.INACTIVITY_TIMEOUT_MS,
    },
    officeSecret: s.OFFICE_SECRET,
    s3,
    mail,
    pushServices: s.PUSH_SERVICES,
    providerBases: {
      ...(s.WHATSAPP_API_BASE && { whatsapp: s.WHATSAPP_API_BASE }),
      ...(s.SMS_API_BASE && { sms: s.SMS_API_BASE }),
      ...(s.RAZORPAY_API_BASE && { razorpay: s.RAZORPAY_API_BASE }),
    },
    serveWebsite: s.SERVE_WEBSITE,
    seedDemo: s.SEED_DEMO,
    logRequests: s.LOG_REQUESTS,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_MS,
    cacheBudgets: {
      renderings: s.PAGES_CACHE_MB,
      lists: s.LISTS_CACHE_MB,
      answers: s.ANSWERS_CACHE_MB,
      searches: s.SEARCHES_CACHE_MB,
    },
  };
}

/**
 * The bucket's settings, when S3_BUCKET is set. The keys have no defaults, and a setting of the
 * store given without S3_BUCKET is refused: files would silently stay in DATA_DIR.
 */
function s3Settings(s: z.infer<typeof Settings>): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = s;
  const { S3_SECRET_ACCESS_KEY: secretAccessKey, S3_ENDPOINT: endpoint } = s;
  if (!bucket) {
    const given = (
      ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const
    ).filter((name) => s[name] !== undefined);
    if (given.length === 0) return undefined;
    throw new ConfigError([
      `S3_BUCKET: required with ${given.join(", ")} (without it files are kept in DATA_DIR)`,
    ]);
  }
  const missing = [
    ...(accessKeyId ? [] : ["S3_ACCESS_KEY_ID: required with S3_BUCKET"]),
    ...(secretAccessKey ? [] : ["S3_SECRET_ACCESS_KEY: required with S3_BUCKET"]),
  ];
  if (!accessKeyId || !secretAccessKey) throw new ConfigError(missing);
  return {
    bucket,
    endpoint,
    region: s.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: s.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
  };
}

/**
 * The SMTP server, when SMTP_URL is set. A From given without a server is refused (nothing
 * would be sent), and so is a backend alone without SITE_URL: its e-mails' links need the site.
 */
function mailSettings(s: z.infer<typeof Settings>): MailConfig | undefined {
  if (!s.SMTP_URL) {
    if (s.MAIL_FROM === undefined) return undefined;
    throw new ConfigError(["SMTP_URL: required with MAIL_FROM (without it no e-mail is sent)"]);
  }
  if (!s.SERVE_WEBSITE && !s.SITE_URL) {
    throw new ConfigError([
      "SITE_URL: required with SMTP_URL when SERVE_WEBSITE=false (the e-mails link to the website)",
    ]);
  }
  return { smtpUrl: s.SMTP_URL, from: s.MAIL_FROM, digestTime: s.DIGEST_TIME };
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
