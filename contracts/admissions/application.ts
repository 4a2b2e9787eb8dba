import type { Language } from "../languages.ts";
import { achievementLevels } from "./merit.ts";
import { ageProblem, cutoffProblem, isDay } from "./eligibility.ts";
import type { AdmissionSettings } from "./settings.ts";

// An application as the family fills it in at /Apply: its steps, each step's fields and the
// rules each field is held to. The answers are kept as typed (strings), whatever their fault,
// so nothing typed is ever lost; each step is checked before the next is shown, on the server
// and, the same way, in the browser as the family types.

export const applicationStates = [
  "draft",
  "submitted",
  "verified",
  "booked",
  "result",
  "offered",
  "admitted",
  "waitlisted",
  "declined",
] as const;
export type ApplicationState = (typeof applicationStates)[number];

export const applicationSteps = ["child", "family", "school", "documents", "consent"] as const;
export type ApplicationStep = (typeof applicationSteps)[number];

/** The answers as typed, by field name. */
export type Answers = Record<string, string>;

/** What each field asks; `when` leaves it out of an application it does not concern. */
export interface ApplicationField {
  name: string;
  step: ApplicationStep;
  kind: "text" | "email" | "tel" | "date" | "number" | "choice" | "long" | "tick";
  max: number;
  required?: boolean | ((answers: Answers) => boolean);
  when?: (answers: Answers) => boolean;
}

const forXI = (answers: Answers) => answers.className === "XI";
const notNursery = (answers: Answers) => answers.className !== "Nursery";

export const applicationFields: readonly ApplicationField[] = [
  { name: "className", step: "child", kind: "choice", max: 10, required: true },
  { name: "stream", step: "child", kind: "choice", max: 60, required: true, when: forXI },
  { name: "childName", step: "child", kind: "text", max: 100, required: true },
  { name: "dateOfBirth", step: "child", kind: "date", max: 10, required: true },
  { name: "gender", step: "child", kind: "choice", max: 10, required: true },
  { name: "email", step: "child", kind: "email", max: 254, required: true },
  { name: "phone", step: "child", kind: "tel", max: 20, required: true },
  { name: "fatherName", step: "family", kind: "text", max: 100 },
  { name: "fatherOccupation", step: "family", kind: "text", max: 100 },
  { name: "motherName", step: "family", kind: "text", max: 100 },
  { name: "motherOccupation", step: "family", kind: "text", max: 100 },
  { name: "address", step: "family", kind: "long", max: 400, required: true },
  { name: "pinCode", step: "family", kind: "text", max: 6, required: true },
  {
    name: "previousSchool",
    step: "school",
    kind: "text",
    max: 160,
    required: notNursery,
    when: notNursery,
  },
  { name: "previousBoard", step: "school", kind: "text", max: 60, when: notNursery },
  { name: "classIXPercent", step: "school", kind: "number", max: 6, required: true, when: forXI },
  { name: "classXPercent", step: "school", kind: "number", max: 6, required: true, when: forXI },
  { name: "boardPercent", step: "school", kind: "number", max: 6, when: forXI },
  { name: "sisterBranch", step: "school", kind: "choice", max: 120, when: forXI },
  { name: "sports", step: "school", kind: "choice", max: 20, when: forXI },
  { name: "arts", step: "school", kind: "choice", max: 20, when: forXI },
  { name: "consent", step: "consent", kind: "tick", max: 3, required: true },
];

export const genders = ["girl", "boy"] as const;

/** The fields of `step` that concern these answers. */
export const fieldsOf = (step: ApplicationStep, answers: Answers) =>
  applicationFields.filter((field) => field.step === step && (field.when?.(answers) ?? true));

const messages = {
  en: {
    required: "Fill this in.",
    tooLong: (max: number) => `Keep this to ${max} characters.`,
    notOpen: "Choose a class open for admission.",
    notAStream: "Choose a stream.",
    email: "Give an e-mail address, e.g. name@example.com.",
    phone: "Give a 10-digit Indian mobile number.",
    pinCode: "A PIN code is six digits.",
    percent: "Give a percentage from 0 to 100, e.g. 86.4.",
    choice: "Choose one of the options.",
    parent: "Give the name of at least one parent or guardian.",
    consent: "Tick this to send the application.",
  },
  hi: {
    required: "यह भरें।",
    tooLong: (max: number) => `यह ${max} अक्षरों तक रखें।`,
    notOpen: "प्रवेश के लिए खुली कक्षा चुनें।",
    notAStream: "स्ट्रीम चुनें।",
    email: "ई-मेल पता लिखें, जैसे name@example.com।",
    phone: "10 अंकों का भारतीय मोबाइल नंबर लिखें।",
    pinCode: "पिन कोड छह अंकों का होता है।",
    percent: "0 से 100 तक प्रतिशत लिखें, जैसे 86.4।",
    choice: "दिए गए विकल्पों में से एक चुनें।",
    parent: "कम से कम एक माता-पिता या अभिभावक का नाम लिखें।",
    consent: "आवेदन भेजने के लिए इस पर सही का निशान लगाएँ।",
  },
} satisfies Record<Language, unknown>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An Indian mobile: ten digits from 6 to 9, with +91, 91 or 0 before them allowed. */
export const indianMobile = (value: string) => {
  const digits = value.replace(/[\s()-]/g, "");
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(digits) ? digits.slice(-10) : undefined;
};
export const percentOf = (value: string | undefined) => {
  const trimmed = value?.trim() ?? "";
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(trimmed)) return undefined;
  const percent = Number(trimmed);
  return percent <= 100 ? percent : undefined;
};

/**
 * What is wrong with the answers of `step`, field by field; empty when the step may be left.
 * The class must be open, the child's age fit it, and for Class XI the Class X percentage
 * reach the stream's cut-off (the board result, once given, stands for it).
 */
export function stepProblems(
  step: ApplicationStep,
  answers: Answers,
  settings: AdmissionSettings,
  language: Language = "en",
): Record<string, string> {
  const say = messages[language];
  const problems: Record<string, string> = {};
  const value = (name: string) => answers[name]?.trim() ?? "";
  for (const field of fieldsOf(step, answers)) {
    const given = value(field.name);
    const required =
      typeof field.required === "function" ? field.required(answers) : field.required;
    if (!given) {
      if (required) problems[field.name] = field.kind === "tick" ? say.consent : say.required;
      continue;
    }
    if (given.length > field.max) problems[field.name] = say.tooLong(field.max);
  }
  const klass = settings.classes.find((one) => one.name === value("className"));
  if (step === "child") {
    if (value("className") && !klass) problems.className = say.notOpen;
    const stream = settings.streams.find((one) => one.name === value("stream"));
    if (forXI(answers) && value("stream") && !stream) problems.stream = say.notAStream;
    if (value("gender") && !(genders as readonly string[]).includes(value("gender"))) {
      problems.gender = say.choice;
    }
    if (value("email") && !emailPattern.test(value("email"))) problems.email = say.email;
    if (value("phone") && !indianMobile(value("phone"))) problems.phone = say.phone;
    if (klass && value("dateOfBirth") && !problems.dateOfBirth) {
      const age = isDay(value("dateOfBirth"))
        ? ageProblem(klass, value("dateOfBirth"), settings.ageOn, language)
        : ageProblem(klass, "", settings.ageOn, language);
      if (age) problems.dateOfBirth = age;
    }
  }
  if (step === "family") {
    if (!value("fatherName") && !value("motherName")) problems.motherName = say.parent;
    if (value("pinCode") && !/^\d{6}$/.test(value("pinCode"))) problems.pinCode = say.pinCode;
  }
  if (step === "school" && forXI(answers)) {
    for (const name of ["classIXPercent", "classXPercent", "boardPercent"]) {
      if (value(name) && percentOf(value(name)) === undefined) problems[name] = say.percent;
    }
    const stream = settings.streams.find((one) => one.name === value("stream"));
    const board = percentOf(value("boardPercent"));
    const classX = board ?? percentOf(value("classXPercent"));
    const asked = board !== undefined ? "boardPercent" : "classXPercent";
    if (stream && classX !== undefined && !problems[asked]) {
      const cutoff = cutoffProblem(stream, classX, language);
      if (cutoff) problems[asked] = cutoff;
    }
    const branches = ["", ...settings.sisterBranches];
    if (!branches.includes(value("sisterBranch"))) problems.sisterBranch = say.choice;
    for (const name of ["sports", "arts"]) {
      if (value(name) && !(achievementLevels as readonly string[]).includes(value(name))) {
        problems[name] = say.choice;
      }
    }
  }
  if (step === "consent" && value("consent") && value("consent") !== "yes") {
    problems.consent = say.consent;
  }
  return problems;
}

/** The first step with a problem, or undefined when the whole application may be sent. */
export function firstUnfinished(
  answers: Answers,
  settings: AdmissionSettings,
  done: (step: ApplicationStep) => boolean = () => true,
): ApplicationStep | undefined {
  return applicationSteps.find(
    (step) => !done(step) || Object.keys(stepProblems(step, answers, settings)).length > 0,
  );
}

/** Only the answers the form asks for, each cut to its field's length: what is stored. */
export function keptAnswers(given: Record<string, unknown>): Answers {
  const kept: Answers = {};
  for (const field of applicationFields) {
    const value = given[field.name];
    if (typeof value === "string") kept[field.name] = value.slice(0, field.max + 200);
  }
  return kept;
}
