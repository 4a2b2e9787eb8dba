import { documentLabels } from "#contracts/admissions/documents.ts";
import { pathIn, type Language } from "#contracts/languages.ts";
import type { Db } from "../db/database.ts";
import { currentSettings } from "../services/pages.ts";
import { readAdmissionSettings } from "./admission-settings.ts";
import { feeLink } from "./application-status.ts";
import type { Acknowledgement } from "./acknowledgement.ts";
import type { Application } from "./applications.ts";

/**
 * What a sent application's acknowledgement says, read afresh each time it is made (a fee paid
 * since is shown paid), in the language the family applied in. Undefined for a draft.
 */
export async function acknowledgementOf(
  db: Db,
  application: Application,
  site: { siteUrl: string; timeZone: string },
): Promise<Acknowledgement | undefined> {
  if (!application.number || !application.submittedAt) return undefined;
  const [settings, admission] = await Promise.all([
    currentSettings(db, application.schoolId),
    readAdmissionSettings(db, application.schoolId),
  ]);
  const school = settings?.settings;
  if (!school) return undefined;
  const language: Language = application.language;
  const klass = admission?.classes.find((one) => one.name === application.className);
  const answers = application.answers;
  const paid = application.feePaidAt !== null;
  return {
    language,
    school: {
      name: school.name,
      addressLines: school.address.lines,
      phones: school.phones,
      email: school.email,
      affiliationNo: school.affiliationNo,
    },
    number: application.number,
    session: application.session,
    className: application.className,
    ...(application.stream && { stream: application.stream }),
    childName: application.childName,
    dateOfBirth: application.dateOfBirth,
    parents: [answers.fatherName, answers.motherName].filter((name): name is string =>
      Boolean(name?.trim()),
    ),
    submittedAt: application.submittedAt,
    timeZone: site.timeZone,
    assessment: klass?.assessment ?? (application.className === "Nursery" ? "interaction" : "test"),
    fee: {
      amount: admission?.fee ?? 0,
      paid,
      ...(!paid && { upiLink: feeLink(admission, application.number) ?? undefined }),
    },
    statusUrl: `${site.siteUrl}${pathIn("/Apply/status", language)}`,
    documents: application.documents.map((one) => documentLabels[language][one.kind]),
  };
}
