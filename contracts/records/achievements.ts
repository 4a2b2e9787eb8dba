import { date, index, pgTable, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, paths, text as lenientText } from "../entity-parts.ts";
import {
  attachments,
  common,
  hindi,
  children as childrenColumn,
  officeListIndexes,
} from "./columns.ts";
import type { Language } from "../languages.ts";
import { children, defineKind, photo, type ListPaging } from "./kind.ts";
import { orderOf } from "./paging.ts";

// A student's or a team's award: a district chess title, a CBSE cluster medal, a debate prize.
// Listed on /Achievements (newest first, by level) and, the newest few, on the home page; a
// child is shown only once a parent has consented.

export const achievementLevels = [
  "School",
  "District",
  "State",
  "National",
  "International",
] as const;

/** The levels as the Hindi pages name them (the select's options and the cards' labels). */
const levelsHi: Record<(typeof achievementLevels)[number], string> = {
  School: "विद्यालय स्तर",
  District: "ज़िला स्तर",
  State: "राज्य स्तर",
  National: "राष्ट्रीय स्तर",
  International: "अंतरराष्ट्रीय स्तर",
};
const levelIn = (level: string, language: Language = "en") =>
  (language === "hi" && levelsHi[level as keyof typeof levelsHi]) || level;

export const table = pgTable(
  "achievements",
  {
    ...common(),
    ...hindi(),
    title: text().notNull(),
    name: text().notNull(),
    class: text().notNull().default(""),
    date: date().notNull(),
    level: text().notNull(),
    description: text().notNull().default(""),
    attachments: attachments(),
    ...childrenColumn(),
  },
  (t) => [index().on(t.schoolId, t.date), ...officeListIndexes("achievements", t, t.name)],
);

export const Achievement = z.object({
  _id: id,
  title: z.string(),
  name: z.string(),
  class: lenientText,
  date: lenientText,
  level: lenientText,
  description: lenientText,
  attachments: paths,
});
export type Achievement = z.infer<typeof Achievement>;

const pages: ListPaging = {
  date: table.date,
  words: [table.name, table.title],
  by: { level: table.level },
  keys: [
    { value: table.date, type: "date", desc: true },
    { value: table.position, type: "integer" },
    { value: table.createdAt, type: "timestamptz", desc: true },
    { value: table.id, type: "uuid" },
  ],
};

export const achievements = defineKind({
  office: {
    kind: "achievements",
    title: "Achievements",
    one: "achievement",
    fields: [
      {
        name: "title",
        label: "Award",
        type: "text",
        required: true,
        max: 200,
        hindi: true,
        hint: "e.g. First place, District Chess Championship (Under-14).",
      },
      {
        name: "name",
        label: "Student or team",
        type: "text",
        required: true,
        max: 200,
        hint: "A student's full name, or the team's, e.g. Senior Debate Team.",
      },
      { name: "class", label: "Class", type: "text", max: 50, hint: "e.g. IX-B, or XI-XII." },
      { name: "date", label: "Date", type: "date", required: true },
      {
        name: "level",
        label: "Level",
        type: "select",
        required: true,
        options: achievementLevels,
      },
      { name: "description", label: "Description", type: "longText", max: 1000, hindi: true },
      children(false),
      photo,
    ],
    columns: ["name", "date", "level"],
    dated: "date",
    filter: "level",
  },
  table,
  search: table.name,
  public: {
    api: "achievement",
    entity: Achievement,
    list: {
      table,
      orderBy: orderOf(pages.keys),
      paging: pages,
      toJson: (r) => ({
        _id: r.id,
        title: r.title,
        name: r.name,
        class: r.class,
        date: r.date,
        level: r.level,
        description: r.description,
        attachments: r.attachments,
      }),
    },
  },
  page: {
    path: "/Achievements",
    heading: "Achievements",
    countLabel: "Total Count",
    search: {
      label: "Search by name or award",
      placeholder: "Search Here..",
      text: (item) => `${item.name} ${item.title}`,
    },
    select: { name: "level", label: "Level", options: achievementLevels, of: (item) => item.level },
    empty: "Our students' awards will be listed here.",
    hi: {
      heading: "उपलब्धियाँ",
      countLabel: "कुल संख्या",
      search: { label: "नाम या पुरस्कार से खोजें", placeholder: "यहाँ खोजें.." },
      select: { label: "स्तर", options: levelsHi },
      empty: "हमारे विद्यार्थियों के पुरस्कार यहाँ दिखाए जाएँगे।",
    },
  },
  card: {
    photo: (item) => item.attachments[0],
    alt: (item) => item.name,
    label: (item, language) => levelIn(item.level, language),
    heading: (item) => item.name,
    lines: (item, language = "en") =>
      [item.title, item.class && `${language === "hi" ? "कक्षा" : "Class"} ${item.class}`].filter(
        Boolean,
      ),
    date: (item) => item.date,
  },
  home: {
    heading: "Achievements",
    count: 4,
    more: "about our students' achievements",
    hi: { heading: "उपलब्धियाँ", more: "हमारे विद्यार्थियों की उपलब्धियों के बारे में" },
  },
});
