import { z } from "zod";
import { addDays, daysInMonth } from "./dates.ts";
import { sessionAfter, sessionOn } from "./school-settings.ts";

// How often each part of the site is looked at again (issue 41, decision 259), after GIGW's
// content review matrix: what changes weekly on the home page every week, what a session binds
// (fees, admission, the book list) once each session, the rest every year. The school may set
// another interval for any of them; "reviewed" means changed or looked at and left as it is.

export const reviewIntervals = ["week", "month", "quarter", "session", "year"] as const;
export type ReviewInterval = (typeof reviewIntervals)[number];
export const ReviewInterval = z.enum(reviewIntervals, { error: "Choose how often." });

export const intervalWords: Record<ReviewInterval, string> = {
  week: "Every week",
  month: "Every month",
  quarter: "Every three months",
  session: "Each session",
  year: "Every year",
};

/** The home page: reviewed as the lists it shows, apart from any one of them. */
export const homeSubject = "home";

/** The home page's lists: a change to any of them is a change to the home page. */
export const homeKinds = ["news", "alerts", "highlights", "events"] as const;

/** Each kind of record the site shows, and how often it is reviewed unless the school says. */
export const kindIntervals: Record<string, ReviewInterval> = {
  news: "week",
  alerts: "week",
  highlights: "week",
  events: "week",
  notifications: "week",
  circulars: "month",
  albums: "month",
  videos: "month",
  birthdays: "month",
  registrations: "month",
  messages: "session",
  toppers: "session",
  achievements: "session",
  staff: "session",
};

/** A page: once each session when it is bound to one (fees, admission), else every year. */
export const pageInterval = (sessionBound: boolean): ReviewInterval =>
  sessionBound ? "session" : "year";

/** One thing to review: a kind of record, a page (by its path) or the home page. */
export interface Review {
  subject: string;
  kind: "home" | "records" | "page";
  title: string;
  every: ReviewInterval;
  /** The interval when the school has not set one. */
  usual: ReviewInterval;
  /** When it was last changed or reviewed, and by whom (unknown for the seed's own content). */
  lastAt: string;
  lastBy?: string;
  /** Whether that last look was a review without changes. */
  lastReviewed: boolean;
  /** The day from which it is due again (YYYY-MM-DD, the school's calendar). */
  dueOn: string;
  overdue: boolean;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `day` moved on by whole months, kept within the shorter month (31 Jan + 1 month: 28 Feb). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${pad(m)}-${pad(Math.min(date, daysInMonth(y, m)))}`;
}

/**
 * The day something last looked at on `day` is due again: a week, a month, three months or a
 * year on; "each session" on the first day of the next session.
 */
export function dueOn(day: string, every: ReviewInterval, sessionStartMonth: number): string {
  switch (every) {
    case "week":
      return addDays(day, 7);
    case "month":
      return addMonths(day, 1);
    case "quarter":
      return addMonths(day, 3);
    case "year":
      return addMonths(day, 12);
    case "session":
      return `${sessionAfter(sessionOn(day, sessionStartMonth)).slice(0, 4)}-${pad(sessionStartMonth)}-01`;
  }
}
