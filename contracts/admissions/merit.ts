// The Class XI merit list by the weightage the school publishes (spec 9, "Merit list
// weightage"), the scholarship band each applicant reaches, and the order of a stream's list.
// Pure: the office's marks and the family's answers in, points and places out.

export const achievementLevels = ["none", "inter-school", "district", "state", "national"] as const;
export type AchievementLevel = (typeof achievementLevels)[number];

export interface MeritApplicant {
  number: string;
  /** The stream the applicant sat the entrance test for. */
  stream: string;
  /** The stream the applicant asks to move to after the Class X board result, if any. */
  changeTo?: string;
  entranceMark?: number;
  classIXPercent?: number;
  classXPercent?: number;
  /** The Class X board result, once it is out. */
  boardPercent?: number;
  sports: AchievementLevel;
  arts: AchievementLevel;
  sisterBranch: boolean;
  girl: boolean;
  /** When the application was submitted (ISO), the last tie-break. */
  submittedAt: string;
}

export interface MeritPoints {
  entrance: number;
  classIX: number;
  classX: number;
  board: number;
  sports: number;
  arts: number;
  sisterBranch: number;
  girl: number;
  total: number;
}

/** Points for a percentage: 20 at 90% or more, 10 at 80%, 5 at 70% (spec 9, items 2, 3 and 8). */
export function percentPoints(percent: number | undefined): number {
  if (percent === undefined) return 0;
  return percent >= 90 ? 20 : percent >= 80 ? 10 : percent >= 70 ? 5 : 0;
}

/** Sports or arts: 10 at state level (a national prize is more), 5 district, 5 inter-school. */
export function achievementPoints(level: AchievementLevel): number {
  return level === "state" || level === "national" ? 10 : level === "none" ? 0 : 5;
}

/**
 * The stream an applicant is ranked in: the one they ask to move to once their board result
 * reaches its cut-off, otherwise the one they sat the test for.
 */
export function rankedStream(
  applicant: MeritApplicant,
  cutoffs: Readonly<Record<string, number>>,
): string {
  const { changeTo, boardPercent } = applicant;
  if (!changeTo || changeTo === applicant.stream || boardPercent === undefined) {
    return applicant.stream;
  }
  const cutoff = cutoffs[changeTo];
  return cutoff !== undefined && boardPercent >= cutoff ? changeTo : applicant.stream;
}

/**
 * The applicant's points. The Class X board result counts only for a change of stream (item 8),
 * where it stands in for the first semester's score, which the change was not judged on.
 */
export function meritPoints(
  applicant: MeritApplicant,
  cutoffs: Readonly<Record<string, number>>,
): MeritPoints {
  const changed = rankedStream(applicant, cutoffs) !== applicant.stream;
  const points = {
    entrance: applicant.entranceMark ?? 0,
    classIX: percentPoints(applicant.classIXPercent),
    classX: changed ? 0 : percentPoints(applicant.classXPercent),
    board: changed ? percentPoints(applicant.boardPercent) : 0,
    sports: achievementPoints(applicant.sports),
    arts: achievementPoints(applicant.arts),
    sisterBranch: applicant.sisterBranch ? 10 : 0,
    girl: applicant.girl ? 5 : 0,
  };
  const total = Object.values(points).reduce((sum, value) => sum + value, 0);
  return { ...points, total: Math.round(total * 100) / 100 };
}

/**
 * The tuition waiver a Class XI applicant reaches (spec 9): 100% at 97% or more in the Class X
 * board, 50% from 92% to 96.99%, 50% for a state-level (or higher) winner in sports or arts;
 * the larger when both apply. Without a board result only the prizes count yet.
 */
export function scholarshipPercent(applicant: MeritApplicant): 0 | 50 | 100 {
  const board = applicant.boardPercent;
  if (board !== undefined && board >= 97) return 100;
  if (board !== undefined && board >= 92) return 50;
  const winner = (level: AchievementLevel) => level === "state" || level === "national";
  return winner(applicant.sports) || winner(applicant.arts) ? 50 : 0;
}

export interface MeritPlace {
  applicant: MeritApplicant;
  stream: string;
  points: MeritPoints;
  scholarship: 0 | 50 | 100;
  /** 1 for the first of its stream; equal applicants never share a place. */
  place: number;
}

/**
 * Each stream's list, best first. Equal totals are parted by the entrance mark, then the Class X
 * percentage, then who applied first, then the application number (decision 244), so a list
 * published twice from the same marks is the same list. Applicants without an entrance mark are
 * not ranked yet.
 */
export function meritList(
  applicants: readonly MeritApplicant[],
  cutoffs: Readonly<Record<string, number>>,
): Map<string, MeritPlace[]> {
  const lists = new Map<string, MeritPlace[]>();
  for (const applicant of applicants) {
    if (applicant.entranceMark === undefined) continue;
    const stream = rankedStream(applicant, cutoffs);
    const entry = {
      applicant,
      stream,
      points: meritPoints(applicant, cutoffs),
      scholarship: scholarshipPercent(applicant),
      place: 0,
    };
    lists.set(stream, [...(lists.get(stream) ?? []), entry]);
  }
  const before = (a: MeritPlace, b: MeritPlace) =>
    b.points.total - a.points.total ||
    (b.applicant.entranceMark ?? 0) - (a.applicant.entranceMark ?? 0) ||
    (b.applicant.classXPercent ?? 0) - (a.applicant.classXPercent ?? 0) ||
    a.applicant.submittedAt.localeCompare(b.applicant.submittedAt) ||
    a.applicant.number.localeCompare(b.applicant.number);
  for (const list of lists.values()) {
    list.sort(before);
    list.forEach((entry, index) => (entry.place = index + 1));
  }
  return lists;
}
