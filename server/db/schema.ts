import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Every content row belongs to one school; the API is keyed by the school's code so one
// backend can serve many schools.
export const schools = pgTable("schools", {
  id: uuid().primaryKey().defaultRandom(),
  schoolCode: text("school_code").notNull().unique(),
  name: text().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// A JSON value kept exactly as given. Both drivers already parse jsonb, so the value is not
// parsed a second time (which would turn the string "95.2" into the number 95.2).
const jsonValue = <T>() =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => "jsonb",
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as T,
  });

const common = () => ({
  id: uuid().primaryKey().defaultRandom(),
  schoolId: uuid("school_id")
    .notNull()
    .references((): AnyPgColumn => schools.id, { onDelete: "cascade" }),
  // Lists keep the order the school office gave them where the spec reads "the first item".
  position: integer().notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

const attachments = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const onlineRegistrations = pgTable(
  "online_registrations",
  {
    ...common(),
    title: text().notNull(),
    url: text().notNull().default(""),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId)],
);

export const highlights = pgTable(
  "highlights",
  {
    ...common(),
    title: text().notNull(),
    description: text().notNull().default(""),
    // The spec's `new` flag is the string 'true' or 'false'.
    isNew: boolean("is_new").notNull().default(false),
    fromDate: date("from_date").notNull(),
    attachments: attachments(),
    url: text().notNull().default(""),
  },
  (t) => [index().on(t.schoolId)],
);

export const news = pgTable(
  "news",
  {
    ...common(),
    category: text().notNull(),
    fromDate: date("from_date").notNull(),
    date: date(),
    title: text().notNull(),
    description: text().notNull().default(""),
    attachments: attachments(),
    image: attachments(),
    time: text().notNull().default(""),
    venue: text().notNull().default(""),
  },
  (t) => [index().on(t.schoolId, t.category)],
);

export const events = pgTable(
  "events",
  {
    ...common(),
    date: date().notNull(),
    title: text().notNull(),
    description: text().notNull().default(""),
    time: text().notNull().default(""),
    venue: text().notNull().default(""),
    images: attachments(),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId, t.date)],
);

export const messages = pgTable(
  "messages",
  {
    ...common(),
    category: text().notNull(),
    name: text().notNull(),
    message: text().notNull(),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId, t.category)],
);

export const toppers = pgTable(
  "toppers",
  {
    ...common(),
    name: text().notNull(),
    class: text().notNull(),
    sessionYear: text("session_year").notNull(),
    // Kept exactly as the office entered it: a number or a string such as "96.4".
    division: jsonValue<number | string>()().notNull(),
    stream: text().notNull().default(""),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId, t.class)],
);

export const galleries = pgTable(
  "galleries",
  {
    ...common(),
    category: text().notNull(),
    date: date().notNull(),
    title: text().notNull(),
    description: text().notNull().default(""),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId, t.category)],
);

export const birthdays = pgTable(
  "birthdays",
  {
    ...common(),
    name: text().notNull(),
    class: text().notNull(),
    // Never leaves the server: the API answers with today's names only.
    dateOfBirth: date("date_of_birth").notNull(),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId)],
);

export const notifications = pgTable(
  "notifications",
  {
    ...common(),
    title: text().notNull(),
    description: text().notNull().default(""),
    image: attachments(),
    url: text().notNull().default(""),
    urlTitle: text("url_title").notNull().default(""),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId)],
);

export const circulars = pgTable(
  "circulars",
  {
    ...common(),
    category: text().notNull(),
    title: text().notNull(),
    // Shown as entered, e.g. "14.11.26".
    date: text().notNull().default(""),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId, t.category)],
);

export const videos = pgTable(
  "videos",
  {
    ...common(),
    date: date().notNull(),
    videoUrl: text("video_url").notNull(),
    title: text().notNull(),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId)],
);

export const enquiries = pgTable(
  "enquiries",
  {
    ...common(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
  },
  (t) => [index().on(t.schoolId, t.createdAt)],
);

export const transferCertificates = pgTable(
  "transfer_certificates",
  {
    ...common(),
    admissionNo: text("admission_no").notNull(),
    studentName: text("student_name").notNull(),
    // A path inside the private store, never served at this path.
    filePath: text("file_path").notNull(),
  },
  (t) => [uniqueIndex().on(t.schoolId, t.admissionNo)],
);
