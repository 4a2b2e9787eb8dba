import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  applicationSteps,
  firstUnfinished,
  keptAnswers,
  stepProblems,
  fieldsOf,
  type Answers,
  type ApplicationStep,
} from "#contracts/admissions/application.ts";
import { missingDocuments, type ApplicationDocument } from "#contracts/admissions/documents.ts";
import { admissionsOpen, type AdmissionSettings } from "#contracts/admissions/settings.ts";
import { formatApplicationNumber } from "#contracts/admissions/application-number.ts";
import type { ClassName } from "#contracts/classes.ts";
import type { Language } from "#contracts/languages.ts";
import { todayIn } from "#contracts/dates.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { readAdmissionSettings } from "./admission-settings.ts";

// A family's application, from its first step to its submission (issue 39). The draft is found
// by the secret of the link e-mailed when it began, so a closed tab or a dropped connection
// loses nothing: every step's answers are stored as typed, refused or not, and each step is
// checked again here whatever the browser said.

export type Application = typeof t.applications.$inferSelect;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const tokenPattern = /^[A-Za-z0-9_-]{32,64}$/;

/** What a family's step comes to: its problems by field (none: it is done) and the step next. */
export interface StepOutcome {
  problems: Record<string, string>;
  next: ApplicationStep | "submit";
}

/** The draft (or sent application) a resume link's secret names. */
export async function findByToken(db: Db, token: string): Promise<Application | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const [found] = await db
    .select()
    .from(t.applications)
    .where(eq(t.applications.resumeHash, hashOf(token)));
  return found;
}

const columnsOf = (answers: Answers) => ({
  className: answers.className ?? "",
  stream: answers.className === "XI" ? answers.stream || null : null,
  childName: answers.childName?.trim() ?? "",
  dateOfBirth: answers.dateOfBirth?.trim() ?? "",
  email: answers.email?.trim().toLowerCase() ?? "",
});

/** Whether the family has done `step`: a step that asks nothing of this child is done. */
const done = (application: Pick<Application, "steps" | "documents" | "answers">) => {
  return (step: ApplicationStep) =>
    step === "documents"
      ? missingDocuments(application.answers, application.documents).length === 0
      : application.steps.includes(step) || fieldsOf(step, application.answers).length === 0;
};

/** The step after `step`, or "submit" when every step is done. */
function nextStep(
  application: Pick<Application, "steps" | "documents" | "answers">,
  settings: AdmissionSettings,
): ApplicationStep | "submit" {
  return firstUnfinished(application.answers, settings, done(application)) ?? "submit";
}

/**
 * The first step: the class, the child and how to reach the family. Once it holds, the draft is
 * stored and the link that resumes it is e-mailed; until then nothing is kept (the page keeps
 * what was typed). Applications are taken only while the settings open them.
 */
export async function startApplication(
  db: Db,
  schoolId: string,
  input: { answers: Record<string, unknown>; language: Language; timeZone: string },
  now: Date,
): Promise<
  | { status: "closed" }
  | { status: "invalid"; problems: Record<string, string> }
  | { status: "started"; token: string; application: Application; next: ApplicationStep | "submit" }
> {
  const settings = await readAdmissionSettings(db, schoolId);
  if (!settings || !admissionsOpen(settings, todayIn(input.timeZone, now))) {
    return { status: "closed" };
  }
  const answers = keptAnswers(input.answers);
  const problems = stepProblems("child", answers, settings, input.language);
  if (Object.keys(problems).length > 0) return { status: "invalid", problems };
  const token = randomBytes(32).toString("base64url");
  const application = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(t.applications)
      .values({
        schoolId,
        session: settings.session,
        ...columnsOf(answers),
        answers: onlyStep("child", answers),
        steps: ["child"],
        language: input.language,
        resumeHash: hashOf(token),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // The link is in the job only until it is sent (server/admissions/admission-mail.ts).
    await enqueue(tx, {
      queue: "admission-mail",
      key: `resume:${added!.id}`,
      payload: { kind: "resume", applicationId: added!.id, token },
      runAt: now,
      schoolId,
    });
    return added!;
  });
  return { status: "started", token, application, next: nextStep(application, settings) };
}

/** The answers of `step` alone, as the form sent them. */
const onlyStep = (step: ApplicationStep, answers: Answers): Answers =>
  Object.fromEntries(
    fieldsOf(step, { ...answers })
      .map((field) => [field.name, answers[field.name] ?? ""] as const)
      .filter(([, value]) => value !== ""),
  );

/**
 * One step's answers, stored as typed whatever their faults (a refusal loses nothing), and
 * checked: a step without problems counts as done. A sent application is not changed here.
 */
export async function saveStep(
  db: Db,
  application: Application,
  step: ApplicationStep,
  input: { answers: Record<string, unknown>; language: Language },
  now: Date,
): Promise<{ status: "locked" } | { status: "closed" } | ({ status: "saved" } & StepOutcome)> {
  if (application.state !== "draft") return { status: "locked" };
  const settings = await readAdmissionSettings(db, application.schoolId);
  if (!settings) return { status: "closed" };
  const given = keptAnswers(input.answers);
  // A tick box sends nothing when it is not ticked: its absence is an answer.
  const asked = new Set(fieldsOf(step, { ...application.answers, ...given }).map((f) => f.name));
  const answers: Answers = Object.fromEntries([
    ...Object.entries(application.answers).filter(([name]) => !asked.has(name)),
    ...Object.entries(given).filter(([name, value]) => asked.has(name) && value !== ""),
  ]);
  const problems = stepProblems(step, answers, settings, input.language);
  const ok = Object.keys(problems).length === 0 && step !== "documents";
  const steps = ok
    ? [...new Set([...application.steps, step])]
    : application.steps.filter((one) => one !== step);
  const columns = columnsOf(answers);
  const [saved] = await db
    .update(t.applications)
    .set({
      answers,
      steps,
      language: input.language,
      updatedAt: now,
      // The e-mail address and the child may be corrected; an empty one keeps the last.
      ...(step === "child" &&
        Object.fromEntries(Object.entries(columns).filter(([, value]) => value))),
    })
    .where(and(eq(t.applications.id, application.id), eq(t.applications.state, "draft")))
    .returning();
  if (!saved) return { status: "locked" };
  return { status: "saved", problems, next: nextStep(saved, settings) };
}

/** A document checked and stored for a draft, in place of one of its kind before. */
export async function addDocument(
  db: Db,
  application: Application,
  document: ApplicationDocument,
  now: Date,
): Promise<{ replaced?: string } | undefined> {
  const replaced = application.documents.find((one) => one.kind === document.kind);
  const documents = [
    ...application.documents.filter((one) => one.kind !== document.kind),
    document,
  ];
  const [saved] = await db
    .update(t.applications)
    .set({ documents, updatedAt: now })
    .where(and(eq(t.applications.id, application.id), eq(t.applications.state, "draft")))
    .returning({ id: t.applications.id });
  return saved ? { ...(replaced && { replaced: replaced.path }) } : undefined;
}

/**
 * Sends the application: every step must hold (checked again with today's settings) and every
 * document be there. It gets the next number of its class and session, and the family the
 * acknowledgement by e-mail. Sending twice gives the same number.
 */
export async function submitApplication(
  db: Db,
  application: Application,
  input: { consentWords: string; language: Language; timeZone: string },
  now: Date,
): Promise<
  | { status: "closed" }
  | { status: "unfinished"; step: ApplicationStep; problems: Record<string, string> }
  | { status: "submitted"; number: string }
> {
  if (application.state !== "draft" && application.number) {
    return { status: "submitted", number: application.number };
  }
  const settings = await readAdmissionSettings(db, application.schoolId);
  if (!settings || !admissionsOpen(settings, todayIn(input.timeZone, now))) {
    return { status: "closed" };
  }
  // Sending is the consent: the family ticked the box whose words come with it.
  const answers = { ...application.answers, consent: "yes" };
  const withConsent = { ...application, answers, steps: [...application.steps, "consent"] };
  const unfinished = firstUnfinished(answers, settings, done(withConsent));
  if (unfinished) {
    return {
      status: "unfinished",
      step: unfinished,
      problems: stepProblems(unfinished, answers, settings, input.language),
    };
  }
  const year = Number(settings.session.slice(0, 4));
  const className = application.className as ClassName;
  // Two families sending at the same moment may reach for the same number: the unique index
  // refuses the second, which takes the next.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // The number's last part is its sequence (2027-XI-0042).
        const [{ taken } = { taken: 0 }] = await tx
          .select({
            taken: sql<number>`coalesce(max(split_part(${t.applications.number}, '-', 3)::int), 0)`,
          })
          .from(t.applications)
          .where(
            and(
              eq(t.applications.schoolId, application.schoolId),
              eq(t.applications.session, application.session),
              eq(t.applications.className, application.className),
              sql`${t.applications.number} is not null`,
            ),
          );
        const number = formatApplicationNumber(year, className, taken + 1 + attempt);
        const [sent] = await tx
          .update(t.applications)
          .set({
            number,
            state: "submitted",
            submittedAt: now,
            updatedAt: now,
            steps: [...applicationSteps],
            consent: { words: input.consentWords, at: now.toISOString() },
            language: input.language,
          })
          .where(and(eq(t.applications.id, application.id), eq(t.applications.state, "draft")))
          .returning();
        if (!sent) {
          const [again] = await tx
            .select({ number: t.applications.number })
            .from(t.applications)
            .where(eq(t.applications.id, application.id));
          return { status: "submitted" as const, number: again?.number ?? "" };
        }
        await enqueue(tx, {
          queue: "admission-mail",
          key: `acknowledgement:${sent.id}`,
          payload: { kind: "acknowledgement", applicationId: sent.id },
          runAt: now,
          schoolId: sent.schoolId,
        });
        return { status: "submitted" as const, number };
      });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "23505" || attempt >= 20) throw error;
    }
  }
}

/**
 * An application's state by its number and the child's date of birth together; anything else
 * is not found, the same way (the caller limits the attempts).
 */
export async function applicationByNumber(
  db: Db,
  schoolId: string,
  number: string,
  dateOfBirth: string,
): Promise<Application | undefined> {
  const [found] = await db
    .select()
    .from(t.applications)
    .where(
      and(
        eq(t.applications.schoolId, schoolId),
        eq(t.applications.number, number),
        eq(t.applications.dateOfBirth, dateOfBirth),
      ),
    );
  return found;
}

export { nextStep };
