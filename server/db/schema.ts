import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, common, jsonValue, officeWords, schools } from "#contracts/records/columns.ts";
import { table as transferCertificates } from "#contracts/records/certificates.ts";
import { languages } from "#contracts/languages.ts";
import { privacyRequests } from "#contracts/privacy-requests.ts";
import type { Finding } from "#contracts/site-checks.ts";
import type { ReviewInterval } from "#contracts/reviews.ts";
import type { ReadKind } from "#contracts/reads.ts";
import type { ApplicationState } from "#contracts/admissions/application.ts";
import type { ApplicationDocument } from "#contracts/admissions/documents.ts";
import type { ApplicationMarks } from "#contracts/admissions/marks.ts";

// The columns every record shares, and the schools they belong to, are declared beside the
// kinds' modules (contracts/records/), which hold their own tables (drizzle-kit reads those
// modules too, drizzle.config.ts); they are re-exported here under the names the rest uses.
export { schools } from "#contracts/records/columns.ts";
export { table as alerts } from "#contracts/records/alerts.ts";
export { table as galleries } from "#contracts/records/albums.ts";
export { table as birthdays } from "#contracts/records/birthdays.ts";
export { table as transferCertificates } from "#contracts/records/certificates.ts";
export { table as circulars } from "#contracts/records/circulars.ts";
export { table as consents } from "#contracts/records/consents.ts";
export { table as staff } from "#contracts/records/staff.ts";
export { table as events } from "#contracts/records/events.ts";
export { table as highlights } from "#contracts/records/highlights.ts";
export { table as messages } from "#contracts/records/messages.ts";
export { table as news } from "#contracts/records/news.ts";
export { table as notifications } from "#contracts/records/notifications.ts";
export { table as onlineRegistrations } from "#contracts/records/registrations.ts";
export { table as toppers } from "#contracts/records/toppers.ts";
export { table as videos } from "#contracts/records/videos.ts";

/** What the office's search of enquiries reads: who sent one, how to reach them and what about. */
export function enquiryText(t: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
  subject: AnyPgColumn;
  message: AnyPgColumn;
}): SQL {
  return sql`${t.name} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || ${t.subject} || ' ' || ${t.message}`;
}

export const enquiries = pgTable(
  "enquiries",
  {
    ...common(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    // The office's answer: when it was handled, by whom, and a note for colleagues.
    handledAt: at("handled_at"),
    handledBy: text("handled_by"),
    note: text().notNull().default(""),
    // A request about the family's personal data, and the day it must be answered by
    // (contracts/privacy-requests.ts); marking it handled is its completion.
    about: text({ enum: privacyRequests }),
    answerBy: date("answer_by"),
  },
  (t) => [
    index().on(t.schoolId, t.createdAt),
    index("enquiries_office_words").using("gin", officeWords(enquiryText(t))),
  ],
);

// The office's replies to an enquiry, sent by e-mail from the jobs table (server/mail/mail-jobs.ts):
// what was written, by whom, and when it went. Gone with the enquiry.
export const enquiryReplies = pgTable(
  "enquiry_replies",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references((): AnyPgColumn => schools.id, { onDelete: "cascade" }),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references((): AnyPgColumn => enquiries.id, { onDelete: "cascade" }),
    message: text().notNull(),
    sentBy: text("sent_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** When the mail server took it; null while it waits. */
    sentAt: at("sent_at"),
  },
  (t) => [index().on(t.enquiryId, t.createdAt)],
);

// Every download of a transfer certificate: which one, when, and from which address, so the
// office can tell a family when (and whether) their certificate was fetched.
export const certificateDownloads = pgTable(
  "certificate_downloads",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    certificateId: uuid("certificate_id")
      .notNull()
      .references(() => transferCertificates.id, { onDelete: "cascade" }),
    at: at("at").notNull().defaultNow(),
    address: text().notNull().default(""),
  },
  (t) => [index().on(t.schoolId, t.at), index().on(t.certificateId)],
);

// Staff of the school office. The shapes are better-auth's (user, session, account,
// verification, twoFactor), with the school and role each account belongs to.
export const officeUsers = pgTable(
  "office_users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text(),
    role: text({ enum: ["administrator", "editor", "contributor", "office"] }).notNull(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    // A disabled account cannot sign in; its history stays.
    disabled: boolean().notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index().on(t.schoolId, t.name)],
);

export const officeSessions = pgTable(
  "office_sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => officeUsers.id, { onDelete: "cascade" }),
    expiresAt: at("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const officeAccounts = pgTable(
  "office_accounts",
  {
    id: text().primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => officeUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text(),
    // scrypt, as better-auth hashes it.
    password: text(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const officeVerifications = pgTable("office_verifications", {
  id: text().primaryKey(),
  identifier: text().notNull(),
  value: text().notNull(),
  expiresAt: at("expires_at").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const officeTwoFactors = pgTable(
  "office_two_factors",
  {
    id: text().primaryKey(),
    // Encrypted with the office secret by better-auth.
    secret: text().notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => officeUsers.id, { onDelete: "cascade" }),
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: at("locked_until"),
  },
  (t) => [index().on(t.userId)],
);

// Second-step codes that have signed in (or turned the second step on), kept while the app's
// window still accepts them: better-auth does not remember them, and a code seen over someone's
// shoulder must not sign in a second time. The primary key makes two uses at once one winner.
export const officeUsedCodes = pgTable(
  "office_used_codes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => officeUsers.id, { onDelete: "cascade" }),
    code: text().notNull(),
    usedAt: at("used_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] }), index().on(t.usedAt)],
);

// Who changed what, when: every save, publish, delete and restore, and every account change.
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    at: at("at").notNull().defaultNow(),
    actorId: text("actor_id"),
    // Kept as it was then: a later renamed or removed account still reads right here.
    actorName: text("actor_name").notNull(),
    action: text().notNull(),
    kind: text().notNull(),
    recordId: text("record_id"),
    // Field by field: { field: [before, after] }.
    changes: jsonValue<Record<string, [unknown, unknown]>>()().notNull().default({}),
  },
  (t) => [
    index().on(t.schoolId, t.at),
    // The log narrowed to one person or one kind, and a record's own history and its author.
    index().on(t.schoolId, t.actorId, t.at),
    index().on(t.schoolId, t.kind, t.at),
    index().on(t.schoolId, t.recordId),
  ],
);

// Who read which personal record, when and from where (issue 40; DPDP Rules 2025, r. 6): every
// office read of enquiries, applications, certificates, consents, subscriptions and downloads,
// so that after a breach the school can tell the Board and the families whose data was seen.
// Kept as long as the audit log's values, a year at least (server/privacy/retention.ts).
export const accessLog = pgTable(
  "access_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    at: at("at").notNull().defaultNow(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    // What was read: "application", "enquiries (CSV)", "consent"...
    what: text().notNull(),
    recordId: text("record_id"),
    address: text().notNull().default(""),
  },
  (t) => [index().on(t.schoolId, t.at), index().on(t.schoolId, t.recordId)],
);

// The nightly check of each school's website (server/checks/): what it found, red and amber,
// the last few nights kept so that what newly turned red is told once.
export const siteChecks = pgTable(
  "site_checks",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    checkedAt: at("checked_at").notNull().defaultNow(),
    findings: jsonValue<Finding[]>()("findings").notNull(),
  },
  (t) => [index().on(t.schoolId, t.checkedAt)],
);

// How often a part of the site is reviewed, where the school has said otherwise than the usual
// (contracts/reviews.ts): a kind of record by its name, a page by its path, or "home".
export const reviewIntervals = pgTable(
  "review_intervals",
  {
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    subject: text().notNull(),
    every: text().$type<ReviewInterval>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.subject] })],
);

// What waits for approval (issue 41, decision 262): a contributor's record or a page's language,
// one row each while it is pending or sent back with the approver's comment. Approving
// publishes it and removes the row; every step is a line of the audit log.
export const submissions = pgTable(
  "submissions",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    // A record kind's name, or "page".
    kind: text().notNull(),
    // The record's id, or the page's path.
    item: text().notNull(),
    language: text({ enum: languages }).notNull().default("en"),
    // The page version submitted; a record is submitted as it stands.
    number: integer(),
    title: text().notNull(),
    state: text({ enum: ["pending", "returned"] }).notNull(),
    comment: text().notNull().default(""),
    submittedBy: text("submitted_by").notNull(),
    submittedById: text("submitted_by_id").notNull(),
    submittedAt: at("submitted_at").notNull().defaultNow(),
    decidedBy: text("decided_by"),
    decidedAt: at("decided_at"),
  },
  (t) => [
    uniqueIndex("submissions_school_id_kind_item_language_index").on(
      t.schoolId,
      t.kind,
      t.item,
      t.language,
    ),
  ],
);

// What the school's site was asked for, per day (issue 41, decision 260): each page, each
// document downloaded, and each search that found nothing, counted by the server with no
// cookie, no address and nothing of the visitor kept: only how many.
export const readCounts = pgTable(
  "read_counts",
  {
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    day: date().notNull(),
    kind: text().$type<ReadKind>().notNull(),
    // A page's path, a file's path in the store, or a search's words as typed (trimmed, lower).
    key: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.kind, t.day, t.key] })],
);

// Keys for the provider's systems (an ERP) to call the office API without a person: each for
// one school and one role, kept only as a SHA-256 hash, revocable.
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    name: text().notNull(),
    role: text({ enum: ["editor", "office"] }).notNull(),
    // The key's first characters, to tell keys apart in the list; never enough to use it.
    prefix: text().notNull(),
    hash: text().notNull().unique(),
    createdBy: text("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [index().on(t.schoolId)],
);

// Every saved version of a static page's words (a document of typed blocks, contracts/
// page-content.ts), never changed once written: the page on the site is the newest published
// version whose time has come; a newer draft waits in the office; restoring writes a new version.
export const pageVersions = pgTable(
  "page_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    path: text().notNull(),
    // Each language's words are versions of their own (#contracts/languages.ts): the Hindi is
    // drafted, scheduled, published and restored apart from the English.
    language: text({ enum: languages }).notNull().default("en"),
    // 1, 2, 3... per page and language; an editor saves from one number, so a save from an
    // older one is seen.
    number: integer().notNull(),
    // A Hindi version: the number of the English version it was written from, so a Hindi page
    // whose English has changed since is known to be out of date.
    forEnglish: integer("for_english"),
    document: jsonValue<unknown>()().notNull(),
    status: text({ enum: ["draft", "published"] }).notNull(),
    publishAt: at("publish_at"),
    savedAt: at("saved_at").notNull().defaultNow(),
    savedBy: text("saved_by").notNull(),
    // What made it: 'edit', 'restore of 4', 'seed', 'import'.
    note: text().notNull().default(""),
  },
  (t) => [
    uniqueIndex("page_versions_school_id_path_language_number_index").on(
      t.schoolId,
      t.path,
      t.language,
      t.number,
    ),
  ],
);

// The school's facts (contracts/school-settings.ts), a new row per save so earlier ones stay.
export const schoolSettings = pgTable(
  "school_settings",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    document: jsonValue<unknown>()().notNull(),
    savedAt: at("saved_at").notNull().defaultNow(),
    savedBy: text("saved_by").notNull(),
  },
  (t) => [uniqueIndex().on(t.schoolId, t.number)],
);

// A parent's e-mail subscription: confirmed by the link sent to the address (double opt-in),
// ended by the one-click link every message carries. The token is both links' secret.
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    // Absent for a parent reached on their phone only (notifications).
    email: text(),
    // notices, news, circulars, events, alerts
    topics: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    frequency: text({ enum: ["immediate", "daily"] })
      .notNull()
      .default("immediate"),
    // The language its e-mails are written in, as the parent chose (contracts/languages.ts).
    language: text({ enum: languages }).notNull().default("en"),
    // The sections of the parent's children ("IX-A"; contracts/classes.ts), and their classes
    // ("IX"), which items' audiences are matched against. None: every class.
    sections: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    classes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A mobile number for WhatsApp or SMS (E.164 digits, "919876543210"), and which of the two;
    // in force once the link sent to it is opened, like an e-mail address.
    phone: text(),
    phoneChannel: text("phone_channel", { enum: ["whatsapp", "sms"] }),
    // What the parent agreed to, on which channel, in which words, when: the proof of each opt-in.
    consents: jsonValue<Consent[]>()().notNull().default([]),
    token: text().notNull().unique(),
    createdAt: at("created_at").notNull().defaultNow(),
    confirmedAt: at("confirmed_at"),
    unsubscribedAt: at("unsubscribed_at"),
  },
  (t) => [
    uniqueIndex().on(t.schoolId, t.email),
    uniqueIndex().on(t.schoolId, t.phone),
    index().on(t.schoolId, t.createdAt),
    index("subscriptions_office_words").using("gin", officeWords(t.email)),
    index("subscriptions_classes").using("gin", t.classes),
  ],
);

/** One opt-in: the channel, the words the parent saw beside the button, and when. */
export interface Consent {
  channel: "email" | "push" | "whatsapp" | "sms";
  words: string;
  at: string;
}

// A school's accounts with the WhatsApp Business Cloud API and its SMS gateway: each channel's
// credentials sealed with the office secret (server/reach/channel-settings.ts), absent while the
// school has none (the channel is then off). `webhookToken` names the school's webhook addresses
// and answers WhatsApp's verification handshake.
export const channelSettings = pgTable("channel_settings", {
  schoolId: uuid("school_id")
    .primaryKey()
    .references(() => schools.id, { onDelete: "cascade" }),
  whatsapp: text(),
  sms: text(),
  razorpay: text(),
  webhookToken: text("webhook_token").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
  updatedBy: text("updated_by").notNull().default(""),
});

// A phone or browser a parent allowed notifications on (Web Push, RFC 8030): the push service's
// address for it and the keys its messages are encrypted to (RFC 8291). Personal data: deleted
// with the subscription, and when the push service says the address is gone.
export const pushEndpoints = pgTable(
  "push_endpoints",
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index().on(t.subscriptionId)],
);

// What each parent was sent about each item, on each channel: the delivery report's rows, and
// the guard that one parent is sent one item once per channel. A parent's subscription deleted
// leaves the row (the item's counts stay true) without saying whose it was.
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, {
      onDelete: "set null",
    }),
    itemTable: text("item_table").notNull(),
    itemId: uuid("item_id").notNull(),
    channel: text({ enum: ["email", "push", "whatsapp", "sms"] }).notNull(),
    // queued (waiting, perhaps for quiet hours to end), sent (the provider took it), delivered,
    // read, failed (reason says why), skipped (taken off the site before it went).
    status: text({ enum: ["queued", "sent", "delivered", "read", "failed", "skipped"] })
      .notNull()
      .default("queued"),
    reason: text(),
    // The provider's id of the message, which its delivery reports name.
    providerId: text("provider_id"),
    // Tries that failed for a passing reason (throttled, the provider down); it goes on trying
    // from `notBefore` until a few have failed.
    attempts: integer().notNull().default(0),
    notBefore: at("not_before").notNull().defaultNow(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.itemTable, t.itemId, t.subscriptionId, t.channel),
    index().on(t.schoolId, t.itemTable, t.itemId),
    index().on(t.subscriptionId),
    index().on(t.providerId),
  ],
);

// Work done later, by whichever instance claims it first (`for update skip locked`): e-mails to
// send, digests to gather. A claimed job whose instance died is claimed again after
// `lockedUntil`; `key` makes a job that must happen once (one announcement per item) unique.
export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id").references(() => schools.id, { onDelete: "cascade" }),
    queue: text().notNull(),
    key: text().unique(),
    payload: jsonValue<Record<string, unknown>>()().notNull().default({}),
    runAt: at("run_at").notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lockedUntil: at("locked_until"),
    doneAt: at("done_at"),
    lastError: text("last_error"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index().on(t.doneAt, t.runAt)],
);

// The words inside a stored PDF, read once when it is stored, so search finds circulars and
// datesheets by what they say.
export const documentTexts = pgTable("document_texts", {
  path: text().primaryKey(),
  schoolId: uuid("school_id").references(() => schools.id, { onDelete: "cascade" }),
  text: text().notNull(),
  readAt: at("read_at").notNull().defaultNow(),
});

// The counts of the rate limits (enquiries, TC lookups, sign-in failures) when several instances
// share PostgreSQL: the shape `rate-limiter-flexible`'s PostgreSQL store reads and writes, made
// here so that no instance creates tables at run time. `key` is the limit's name and the client.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text().primaryKey(),
    points: integer().notNull().default(0),
    // Milliseconds since 1970, as the store counts them.
    expire: bigint({ mode: "number" }),
  },
  (t) => [index().on(t.expire)],
);

/** What the file library's search reads: a file's name and its description. */
export const libraryText = (t: { name: AnyPgColumn; alt: AnyPgColumn }): SQL =>
  sql`${t.name} || ' ' || ${t.alt}`;

// The office's file library: every file the office stored for the site, by the name a clerk
// knows it by and, a picture, the words that describe it, so that a file field offers them by
// name and thumbnail instead of by their stored address. Certificates are private and never here.
export const libraryFiles = pgTable(
  "library_files",
  {
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    path: text().notNull(),
    kind: text().$type<"pdf" | "picture">().notNull(),
    name: text().notNull(),
    alt: text().notNull().default(""),
    bytes: integer(),
    addedAt: at("added_at").notNull().defaultNow(),
    addedBy: text("added_by").notNull().default(""),
    // Put in the library on purpose (uploaded there, or named and described there): the daily
    // sweep of unused uploads leaves it, though no record names it yet.
    kept: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.path] }),
    index().on(t.schoolId, t.addedAt),
    index("library_files_words").using("gin", officeWords(libraryText(t))),
  ],
);

// What the school opens for admission (contracts/admissions/settings.ts): one document per
// school, checked on every save; earlier ones are in the audit log.
export const admissionSettings = pgTable("admission_settings", {
  schoolId: uuid("school_id")
    .primaryKey()
    .references(() => schools.id, { onDelete: "cascade" }),
  document: jsonValue<unknown>()().notNull(),
  savedAt: at("saved_at").notNull().defaultNow(),
  savedBy: text("saved_by").notNull(),
});

// An application for admission (issue 39): a draft from the moment a family has given the child
// and an e-mail address (the link that resumes it goes there), submitted with its number. The
// answers are kept as typed; the columns beside them are read from them for the office's lists
// and the status lookup. Personal data of a child: deleted when the school's period is over
// unless the child was admitted (server/admissions/retention.ts).
export const applications = pgTable(
  "applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    session: text().notNull(),
    className: text("class_name").notNull(),
    stream: text(),
    // Given on submission: 2027-XI-0042 (contracts/admissions/application-number.ts).
    number: text(),
    state: text().$type<ApplicationState>().notNull().default("draft"),
    answers: jsonValue<Record<string, string>>()().notNull(),
    // The steps the family has gone past.
    steps: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    childName: text("child_name").notNull(),
    dateOfBirth: text("date_of_birth").notNull(),
    email: text().notNull(),
    language: text({ enum: languages }).notNull().default("en"),
    // The SHA-256 of the secret in the link that resumes the draft; the secret is never kept.
    resumeHash: text("resume_hash").notNull(),
    documents: jsonValue<ApplicationDocument[]>()()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The words the family agreed to and when (DPDP: consent one can show).
    consent: jsonValue<{ words: string; at: string }>()(),
    feePaidAt: at("fee_paid_at"),
    // How it was paid: marked by the office, matched in a bank statement, or by the gateway.
    feeMethod: text("fee_method").$type<"office" | "statement" | "gateway">(),
    feeReference: text("fee_reference"),
    // The payment gateway's link the family was sent to pay by, while it is the one to use.
    gatewayLink: jsonValue<{ id: string; url: string }>()("gateway_link"),
    // The test or interaction the office booked: when, where (the family is e-mailed).
    slot: jsonValue<{ at: string; place: string }>()(),
    // What the office entered for the Class XI merit list (contracts/admissions/merit.ts): the
    // entrance mark, the achievements as verified, the round sat, a change of stream asked.
    marks: jsonValue<ApplicationMarks>()(),
    // The office's notes, oldest first: what a colleague should know.
    notes: jsonValue<{ by: string; at: string; text: string }[]>()()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    submittedAt: at("submitted_at"),
  },
  (t) => [
    uniqueIndex().on(t.schoolId, t.number),
    uniqueIndex().on(t.resumeHash),
    index().on(t.schoolId, t.session, t.className, t.state),
    index().on(t.schoolId, t.submittedAt),
  ],
);

// A Class XI allotment round as published (issue 39): each stream's offers and waiting list,
// by application number only. Published again, a round's lists are replaced.
export const allotments = pgTable(
  "allotments",
  {
    id: uuid().primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    session: text().notNull(),
    round: text().notNull(),
    stream: text().notNull(),
    offered: text().array().notNull(),
    waitlisted: text().array().notNull(),
    // Shown on the site from the round's allotment day (the settings), not before.
    showFrom: text("show_from").notNull(),
    publishedAt: at("published_at").notNull().defaultNow(),
    publishedBy: text("published_by").notNull(),
  },
  (t) => [uniqueIndex().on(t.schoolId, t.session, t.round, t.stream)],
);
