import type { Language } from "../languages.ts";
import { formatDate } from "../dates.ts";
import type { AdmissionClass, AdmissionStream } from "./settings.ts";

// Who may apply for what, by the rules the school publishes (spec 5 and 9): a child's age on the
// day the school counts it from ('3 years as on 31 March' for Nursery), and for Class XI the
// Class X percentage each stream asks. The form checks them as the family types and the server
// again; both say the same words.

/** Whole years and the months beyond them from `born` to `on`, both YYYY-MM-DD. */
export function ageOn(born: string, on: string): { years: number; months: number } {
  const [by, bm, bd] = born.split("-").map(Number) as [number, number, number];
  const [oy, om, od] = on.split("-").map(Number) as [number, number, number];
  let months = (oy - by) * 12 + (om - bm);
  // A birthday later in the month than `on` is not reached yet; born on 29 February, a child
  // turns a year older on 1 March in other years, as Indian law counts it.
  if (od < bd) months -= 1;
  return { years: Math.floor(months / 12), months: months % 12 };
}

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A class as a sentence names it: 'Nursery', 'Class XI'. */
const named = (klass: string, language: Language) =>
  /^[IVX]+$/.test(klass) ? `${language === "hi" ? "कक्षा" : "Class"} ${klass}` : klass;

const words = {
  en: {
    notADate: "Give the date of birth as a day, month and year.",
    future: "The date of birth is after the day ages are counted on.",
    tooYoung: (klass: string, min: number, on: string, years: number, months: number) =>
      `For ${klass} a child is at least ${min} years old on ${on}; this child will be ${years} years ${months} months.`,
    tooOld: (klass: string, max: number, on: string, years: number, months: number) =>
      `For ${klass} a child is at most ${max} years old on ${on}; this child will be ${years} years ${months} months.`,
    belowCutoff: (stream: string, cutoff: number, given: number) =>
      `${stream} asks for at least ${cutoff}% in Class X; ${given}% is below it.`,
  },
  hi: {
    notADate: "जन्म तिथि दिन, महीना और वर्ष में लिखें।",
    future: "जन्म तिथि आयु गिनने के दिन के बाद की है।",
    tooYoung: (klass: string, min: number, on: string, years: number, months: number) =>
      `${klass} के लिए ${on} को बच्चे की आयु कम से कम ${min} वर्ष हो; इस बच्चे की आयु ${years} वर्ष ${months} महीने होगी।`,
    tooOld: (klass: string, max: number, on: string, years: number, months: number) =>
      `${klass} के लिए ${on} को बच्चे की आयु अधिकतम ${max} वर्ष हो; इस बच्चे की आयु ${years} वर्ष ${months} महीने होगी।`,
    belowCutoff: (stream: string, cutoff: number, given: number) =>
      `${stream} के लिए कक्षा 10 में कम से कम ${cutoff}% चाहिए; ${given}% इससे कम है।`,
  },
} satisfies Record<Language, unknown>;

/** Why a child born on `born` cannot apply for `klass`, or undefined when they can. */
export function ageProblem(
  klass: AdmissionClass,
  born: string,
  countedOn: string,
  language: Language = "en",
): string | undefined {
  const say = words[language];
  if (!isDay(born)) return say.notADate;
  if (born > countedOn) return say.future;
  const { years, months } = ageOn(born, countedOn);
  const on = formatDate(countedOn, language);
  const name = named(klass.name, language);
  if (years < klass.minAge) return say.tooYoung(name, klass.minAge, on, years, months);
  if (klass.maxAge !== undefined && years > klass.maxAge) {
    return say.tooOld(name, klass.maxAge, on, years, months);
  }
  return undefined;
}

/** Why a Class X percentage does not reach a stream's cut-off, or undefined when it does. */
export function cutoffProblem(
  stream: AdmissionStream,
  percent: number,
  language: Language = "en",
): string | undefined {
  return percent < stream.cutoff
    ? words[language].belowCutoff(stream.name, stream.cutoff, percent)
    : undefined;
}

export { isDay };
