import { z } from "zod";

// The school's classes and their sections, as parents choose them on /Subscribe and the office
// ticks them on an item ("For classes"). An item is for classes ("IX"); a parent chooses their
// children's sections ("IX-A"), or the class itself where the school has no sections for it.

/** The school's classes, as the site names them. */
export const classNames = [
  "Nursery",
  "LKG",
  "UKG",
  ...["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"],
] as const;
export type ClassName = (typeof classNames)[number];

/** Each class's sections by their letters or names ("A", "B", "Science"); none: no sections. */
export type ClassSections = Partial<Record<ClassName, string[]>>;

const sectionName = /^[A-Za-z0-9]{1,12}$/;

/** The sections as the office writes them: one line per class, "IX: A, B, C". */
export function formatSections(sections: ClassSections | undefined): string {
  return classNames
    .filter((name) => sections?.[name]?.length)
    .map((name) => `${name}: ${sections![name]!.join(", ")}`)
    .join("\n");
}

/**
 * The office's lines read back, or the first line's mistake: a class the school does not have,
 * a section name with other than letters and digits, a class written twice.
 */
export const sectionsText = z.string().transform((text, context): ClassSections | undefined => {
  const sections: ClassSections = {};
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim()) continue;
    const [head = "", rest = ""] = line.split(":");
    const name = classNames.find((known) => known.toLowerCase() === head.trim().toLowerCase());
    const names = rest
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => (part.length === 1 ? part.toUpperCase() : part));
    const problem = !name
      ? `Line ${index + 1}: "${head.trim()}" is not a class (${classNames.join(", ")}).`
      : !line.includes(":") || names.length === 0
        ? `Line ${index + 1}: write the class, a colon and its sections, e.g. IX: A, B, C.`
        : names.some((part) => !sectionName.test(part))
          ? `Line ${index + 1}: a section's name has letters and digits only, e.g. A or Science.`
          : sections[name]
            ? `Line ${index + 1}: ${name} is written twice.`
            : new Set(names).size !== names.length
              ? `Line ${index + 1}: a section is written twice.`
              : undefined;
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    sections[name!] = names;
  }
  // None written: the school has no sections, as when it never wrote any.
  return Object.keys(sections).length > 0 ? sections : undefined;
});

/** A section's name as parents choose it: "IX-A"; a class without sections is itself. */
export const sectionOf = (className: ClassName, section?: string) =>
  section ? `${className}-${section}` : className;

/** The class a chosen section is of: "IX" of "IX-A". */
export const classOfSection = (section: string) => section.split("-")[0]!;

/** What a parent chooses from, class by class. */
export function sectionChoices(sections: ClassSections | undefined) {
  return classNames.map((name) => ({
    className: name,
    sections: sections?.[name]?.length
      ? sections[name]!.map((section) => sectionOf(name, section))
      : [sectionOf(name)],
  }));
}

/** Every section a parent may choose, for checking what a form sent. */
export const knownSections = (sections: ClassSections | undefined) =>
  new Set(sectionChoices(sections).flatMap((choice) => choice.sections));

/**
 * Whether an item for `audience` (classes; none: everyone) is for a parent who chose `classes`
 * (none: every class, as a parent who follows the whole school).
 */
export const reaches = (audience: readonly string[], classes: readonly string[]) =>
  audience.length === 0 || classes.length === 0 || classes.some((c) => audience.includes(c));
