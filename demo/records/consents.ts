// The register of parents' consents: one for each child the demo's toppers, birthdays and
// students' awards name, under the child's admission number, given in the first days of the
// session (on the school's form, on paper or by e-mail) for every use. Navya Joshi's parents
// have not sent theirs yet (achievements.ts), so her award stays off the site.

import { createHash } from "node:crypto";
import { consentMethods, consentUses } from "../../contracts/records/consents.ts";
import { bookListClasses } from "../../content/public-files.ts";
import { admissionNumberOf } from "../admission-numbers.ts";
import { addDays, parseYmd, schoolDay, sessionOf } from "../dates.ts";
import type { DemoKindRows } from "../kinds.ts";
import { achievements } from "./achievements.ts";
import { birthdays, type BirthdayRecord } from "./birthdays.ts";
import { birthDate } from "./load.ts";
import { toppers } from "./toppers.ts";

const formNotSent = new Set(["Navya Joshi"]);

const grades = [...bookListClasses, "XI", "XII"];

/** A birthday child's class this session, by age: the birthday's row and its consent give it. */
export function birthdayClass(today: string, birthday: BirthdayRecord): string {
  const born = parseYmd(birthDate(today, birthday.day, birthday.age)).year;
  const grade = Math.min(grades.length - 1, Math.max(0, sessionOf(today).start - born - 3));
  return `${grades[grade]}-${birthday.section}`;
}

export const demoRows: DemoKindRows<"consents"> = ({ today }) => {
  // A child named twice has one consent, with the class of this session where it is known.
  const classOf = new Map<string, string>();
  const add = (name: string, className: string) => {
    if (!classOf.has(name) && !formNotSent.has(name)) classOf.set(name, className);
  };
  for (const b of birthdays) add(b.name, birthdayClass(today, b));
  for (const a of achievements) if ("portrait" in a.picture) add(a.name, a.class);
  for (const r of toppers) add(r.name, r.class);

  const sessionStart = `${sessionOf(today).start}-04-01`;
  return [...classOf].map(([name, className], i) => {
    const day = schoolDay(addDays(sessionStart, i % 12));
    return {
      position: i,
      childName: name,
      admissionNumber: admissionNumberOf(name),
      class: className,
      parentName: parentOf(name),
      method: consentMethods[i % consentMethods.length] as string,
      givenOn: day < today ? day : today,
      uses: [...consentUses],
      evidence: "",
      withdrawnOn: null,
      note: "",
      status: "published",
    };
  });
};

// Parents' names as a Punjab school's register has them: a Sikh family's Singh and Kaur, the
// child's family name where it has one.
const sikhFamilies = new Set(["Sandhu", "Gill", "Grewal", "Dhillon", "Sahota", "Sidhu"]);
const christianFamilies = new Set(["Thomas", "D'Souza", "Mathew", "Joseph", "Francis"]);
const muslimFamilies = new Set(["Khan", "Qureshi", "Ansari"]);
const givenNames = {
  sikh: {
    father: [
      "Balwinder Singh",
      "Gurpreet Singh",
      "Harjinder Singh",
      "Kulwant Singh",
      "Manjit Singh",
      "Sukhwinder Singh",
      "Jaswinder Singh",
      "Paramjit Singh",
    ],
    mother: [
      "Harjeet Kaur",
      "Manpreet Kaur",
      "Rajwinder Kaur",
      "Amandeep Kaur",
      "Gurpreet Kaur",
      "Kuljeet Kaur",
      "Navneet Kaur",
      "Simranjit Kaur",
    ],
  },
  christian: {
    father: ["Joseph", "George", "Mathew", "Sunil", "Anil", "Francis"],
    mother: ["Mary", "Elizabeth", "Susan", "Rosy", "Jyoti", "Anita"],
  },
  muslim: {
    father: ["Imran", "Salim", "Javed", "Arif", "Rashid"],
    mother: ["Nazia", "Shabana", "Rukhsar", "Farah", "Nasreen"],
  },
  other: {
    father: [
      "Rajesh",
      "Sanjay",
      "Amit",
      "Vikas",
      "Sandeep",
      "Rohit",
      "Manoj",
      "Deepak",
      "Ashok",
      "Naresh",
    ],
    mother: [
      "Sunita",
      "Anita",
      "Neha",
      "Pooja",
      "Ritu",
      "Meenakshi",
      "Kavita",
      "Shalini",
      "Priya",
      "Monika",
    ],
  },
};

/** The parent who signed a child's consent, e.g. "Mrs Harjeet Kaur Gill (mother)": by the name. */
export function parentOf(childName: string): string {
  const words = childName.split(" ");
  const sikh = words.some((word) => word === "Singh" || word === "Kaur");
  const last = words.length > 1 ? (words.at(-1) as string) : "";
  const family = last === "Singh" || last === "Kaur" ? "" : last;
  const community =
    sikh || sikhFamilies.has(family)
      ? "sikh"
      : christianFamilies.has(family)
        ? "christian"
        : muslimFamilies.has(family)
          ? "muslim"
          : "other";
  const digest = createHash("sha256").update(`parent:${childName}`).digest();
  // Mothers fill in most of the school's forms.
  const parent = (digest[0] as number) % 5 < 3 ? "mother" : "father";
  const names = givenNames[community][parent];
  const given = names[(digest[1] as number) % names.length] as string;
  const title = parent === "mother" ? "Mrs" : "Mr";
  return `${title} ${given}${family ? ` ${family}` : ""} (${parent})`;
}
