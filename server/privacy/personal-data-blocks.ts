import type { AdmissionSettings } from "#contracts/admissions/settings.ts";
import type { Language } from "#contracts/languages.ts";
import type { Block } from "#contracts/page-content.ts";
import { holdings, type Keeping } from "#contracts/privacy-inventory.ts";
import type { PrivacySettings } from "#contracts/school-settings.ts";

// The privacy notice's table of what the school holds (contracts/privacy-inventory.ts), with the
// times the school set (the same the nightly removal keeps, ./retention.ts), and the Grievance
// Officer's contact from the settings.

const words = {
  en: {
    caption: "What the school holds of people, why, and for how long",
    columns: ["What", "What of it", "Why", "Kept for"],
    months: (months: number) => `${months} ${months === 1 ? "month" : "months"}`,
    applications: (months: number | undefined) =>
      months === undefined
        ? "An application not admitted: as the admission form says"
        : `An application not admitted: ${months} months after its session's last allotment; one admitted is the admission's record`,
    grievance: (officer: string, email: string, phone: string | undefined, days: number) =>
      `**Grievance Officer (Data Protection):** ${officer}, [${email}](mailto:${email})${phone ? `, ${phone}` : ""}. Every request is answered within ${days} days. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.`,
  },
  hi: {
    caption: "विद्यालय लोगों का कौन-सा डेटा रखता है, क्यों, और कितने समय तक",
    columns: ["क्या", "उसमें क्या", "क्यों", "कितने समय तक"],
    months: (months: number) => `${months} महीने`,
    applications: (months: number | undefined) =>
      months === undefined
        ? "प्रवेश न पाने वाला आवेदन: जितना प्रवेश फ़ॉर्म बताता है"
        : `प्रवेश न पाने वाला आवेदन: सत्र के अंतिम आवंटन के ${months} महीने बाद तक; प्रवेश पाने वाला आवेदन प्रवेश का रिकॉर्ड है`,
    grievance: (officer: string, email: string, phone: string | undefined, days: number) =>
      `**शिकायत अधिकारी (डेटा संरक्षण):** ${officer}, [${email}](mailto:${email})${phone ? `, ${phone}` : ""}। हर अनुरोध का उत्तर ${days} दिनों के भीतर दिया जाता है। उत्तर से संतुष्ट न होने पर आप भारत के डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।`,
  },
} satisfies Record<Language, unknown>;

function keptFor(
  keep: Keeping,
  privacy: PrivacySettings,
  admissions: AdmissionSettings | undefined,
  language: Language,
): string {
  const say = words[language];
  if ("months" in keep) return say.months(privacy[keep.months]);
  if ("applications" in keep) return say.applications(admissions?.keptMonths);
  return keep.words[language];
}

export function personalDataBlocks(
  privacy: PrivacySettings,
  admissions: AdmissionSettings | undefined,
  language: Language,
  part: "holdings" | "grievance",
): Block[] {
  const say = words[language];
  if (part === "grievance") {
    const contact = say.grievance(
      privacy.grievanceOfficer,
      privacy.grievanceEmail,
      privacy.grievancePhone,
      privacy.answerDays,
    );
    return [{ type: "prose", markdown: contact }];
  }
  const table: Block = {
    type: "table",
    caption: say.caption,
    columns: say.columns,
    rows: holdings.map((holding) => [
      holding[language].what,
      holding[language].details,
      holding[language].why,
      keptFor(holding.keep, privacy, admissions, language),
    ]),
  };
  return [table];
}
