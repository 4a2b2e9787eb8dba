// The dates a page gives (an admission page's registration and entrance exams), read from its
// words as schools write them, so the office can say when every one of them has passed: the
// page is then last session's, whatever its label says.

const months = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;

const month = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const day = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const year = String.raw`((?:19|20)\d{2})`;

/** Each way of writing a date, and how to read its parts: [year, month (1-12), day]. */
const forms: [RegExp, (m: RegExpExecArray) => [number, number, number]][] = [
  // September 8, 2025 · Nov 8 2025
  [
    new RegExp(String.raw`\b${month}\s+${day},?\s+${year}\b`, "gi"),
    (m) => [Number(m[3]), monthOf(m[1]!), Number(m[2])],
  ],
  // 8 September 2025 · 8th Sept. 2025
  [
    new RegExp(String.raw`\b${day}\s+${month},?\s+${year}\b`, "gi"),
    (m) => [Number(m[3]), monthOf(m[2]!), Number(m[1])],
  ],
  // 08.09.2025 · 08/09/2025 · 08-09-2025 (day first, as Indian schools write)
  [
    /\b(\d{1,2})[./-](\d{1,2})[./-]((?:19|20)\d{2})\b/g,
    (m) => [Number(m[3]), Number(m[2]), Number(m[1])],
  ],
  // 2025-09-08
  [/\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/g, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  // January 2026: its last day (read last, once the full dates are taken out)
  [
    new RegExp(String.raw`\b${month}\s+${year}\b`, "gi"),
    (m) => [Number(m[2]), monthOf(m[1]!), lastDay(Number(m[2]), monthOf(m[1]!))],
  ],
];

function monthOf(name: string): number {
  return months.indexOf(name.slice(0, 3).toLowerCase() as (typeof months)[number]) + 1;
}

const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** The latest real date in `text` ('2026-01-24'), or undefined when it gives none. */
export function latestDate(text: string): string | undefined {
  let latest: string | undefined;
  let rest = text;
  for (const [pattern, read] of forms) {
    rest = rest.replace(pattern, (...found) => {
      const match = found.slice(0, -2) as unknown as RegExpExecArray;
      const [y, m, d] = read(match);
      if (m >= 1 && m <= 12 && d >= 1 && d <= lastDay(y, m)) {
        const date = iso(y, m, d);
        if (!latest || date > latest) latest = date;
      }
      return " ";
    });
  }
  return latest;
}
