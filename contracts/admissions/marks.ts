import { z } from "zod";
import { achievementLevels, type MeritApplicant } from "./merit.ts";
import { percentOf } from "./application.ts";

// What the office enters for an applicant of Class XI (spec 9's merit weightage): the entrance
// mark, the achievements as it verified them, the round whose test was sat, and a change of
// stream asked for after the board result. Where the office has entered nothing, the family's
// own answers stand.

const percent = z.coerce.number().min(0, "From 0 to 100.").max(100, "From 0 to 100.");

export const ApplicationMarks = z.object({
  entranceMark: z.coerce.number().min(0, "At least 0.").max(1000, "At most 1000.").optional(),
  sports: z.enum(achievementLevels).optional(),
  arts: z.enum(achievementLevels).optional(),
  sisterBranch: z.boolean().optional(),
  boardPercent: percent.optional(),
  changeTo: z.string().trim().max(60).optional(),
  round: z.string().trim().max(60).optional(),
});
export type ApplicationMarks = z.infer<typeof ApplicationMarks>;

/** The applicant as the merit list weighs them: the office's entries over the family's answers. */
export function meritApplicant(application: {
  number: string;
  stream: string | null;
  answers: Record<string, string>;
  marks: ApplicationMarks | null;
  submittedAt: Date | string;
}): MeritApplicant {
  const { answers } = application;
  const marks = application.marks ?? {};
  const level = (value: string | undefined) =>
    achievementLevels.find((one) => one === value) ?? "none";
  return {
    number: application.number,
    stream: application.stream ?? "",
    ...(marks.changeTo && { changeTo: marks.changeTo }),
    ...(marks.entranceMark !== undefined && { entranceMark: marks.entranceMark }),
    classIXPercent: percentOf(answers.classIXPercent),
    classXPercent: percentOf(answers.classXPercent),
    boardPercent: marks.boardPercent ?? percentOf(answers.boardPercent),
    sports: marks.sports ?? level(answers.sports),
    arts: marks.arts ?? level(answers.arts),
    sisterBranch: marks.sisterBranch ?? Boolean(answers.sisterBranch),
    girl: answers.gender === "girl",
    submittedAt:
      typeof application.submittedAt === "string"
        ? application.submittedAt
        : application.submittedAt.toISOString(),
  };
}
