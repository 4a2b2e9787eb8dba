import { and, eq, inArray, notInArray } from "drizzle-orm";
import { ApplicationMarks, meritApplicant } from "#contracts/admissions/marks.ts";
import { meritList, type MeritPlace } from "#contracts/admissions/merit.ts";
import type { AdmissionSettings, AllotmentRound } from "#contracts/admissions/settings.ts";
import { todayIn } from "#contracts/dates.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit, type Actor } from "../office/audit.ts";

// The Class XI merit lists (issue 39, spec 9): each round's applicants ranked by stream from
// the marks the office entered (contracts/admissions/merit.ts), and each round's allotment
// published by application number only: the stream's seats still free offered in order of
// merit, the rest of the list waiting. The site shows a round from its allotment day.

/** The states an applicant still waiting for a decision is in; the others keep theirs. */
const undecided = ["submitted", "verified", "booked", "result", "waitlisted"] as const;

type Row = typeof t.applications.$inferSelect;

/** The round an applicant sat: the office's entry, or the first whose test is after they applied. */
export function roundOf(
  row: Pick<Row, "marks" | "submittedAt">,
  rounds: readonly AllotmentRound[],
) {
  const named = rounds.find((round) => round.name === row.marks?.round);
  if (named) return named;
  const sent = row.submittedAt?.toISOString().slice(0, 10) ?? "";
  return rounds.find((round) => (round.testOn ?? round.allotmentOn) >= sent) ?? rounds.at(-1);
}

export interface RoundList {
  round: AllotmentRound;
  streams: {
    stream: string;
    seats: number;
    places: (MeritPlace & { id: string; childName: string; state: string })[];
  }[];
  /** Applicants of the round without an entrance mark yet. */
  unmarked: { id: string; number: string; childName: string; stream: string }[];
  published: boolean;
}

async function classXI(db: Db, schoolId: string, session: string) {
  return db
    .select()
    .from(t.applications)
    .where(
      and(
        eq(t.applications.schoolId, schoolId),
        eq(t.applications.session, session),
        eq(t.applications.className, "XI"),
        notInArray(t.applications.state, ["draft", "declined"]),
      ),
    );
}

export async function meritLists(
  db: Db,
  schoolId: string,
  settings: AdmissionSettings,
): Promise<RoundList[]> {
  const rows = await classXI(db, schoolId, settings.session);
  const cutoffs = Object.fromEntries(settings.streams.map((one) => [one.name, one.cutoff]));
  const published = await db
    .select({ round: t.allotments.round })
    .from(t.allotments)
    .where(and(eq(t.allotments.schoolId, schoolId), eq(t.allotments.session, settings.session)));
  return settings.rounds.map((round) => {
    const mine = rows.filter((row) => row.number && roundOf(row, settings.rounds) === round);
    const byNumber = new Map(mine.map((row) => [row.number!, row]));
    const lists = meritList(
      mine.map((row) =>
        meritApplicant({ ...row, number: row.number!, submittedAt: row.submittedAt! }),
      ),
      cutoffs,
    );
    return {
      round,
      streams: settings.streams.map((stream) => ({
        stream: stream.name,
        seats: stream.seats,
        places: (lists.get(stream.name) ?? []).map((place) => {
          const row = byNumber.get(place.applicant.number)!;
          return { ...place, id: row.id, childName: row.childName, state: row.state };
        }),
      })),
      unmarked: mine
        .filter((row) => row.marks?.entranceMark === undefined)
        .map((row) => ({
          id: row.id,
          number: row.number!,
          childName: row.childName,
          stream: row.stream ?? "",
        })),
      published: published.some((one) => one.round === round.name),
    };
  });
}

/** The office's entries for one Class XI applicant, over what it entered before. */
export async function setMarks(
  db: Db,
  schoolId: string,
  id: string,
  given: ApplicationMarks,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ marks: t.applications.marks })
      .from(t.applications)
      .where(
        and(
          eq(t.applications.schoolId, schoolId),
          eq(t.applications.id, id),
          eq(t.applications.className, "XI"),
        ),
      )
      .for("update");
    if (!row) return false;
    const before = row.marks ?? {};
    const marks = ApplicationMarks.parse({ ...before, ...given });
    const changes = Object.fromEntries(
      Object.keys(marks)
        .filter(
          (key) =>
            JSON.stringify(before[key as keyof ApplicationMarks]) !==
            JSON.stringify(marks[key as keyof ApplicationMarks]),
        )
        .map((key) => [
          key,
          [before[key as keyof ApplicationMarks] ?? null, marks[key as keyof ApplicationMarks]] as [
            unknown,
            unknown,
          ],
        ]),
    );
    if (Object.keys(changes).length === 0) return true;
    await tx.update(t.applications).set({ marks, updatedAt: now }).where(eq(t.applications.id, id));
    await audit(tx, schoolId, actor, {
      action: "update",
      kind: "application",
      recordId: id,
      changes,
    });
    return true;
  });
}

/**
 * Publishes a round's allotment: in each stream, as many of its list as the stream has seats
 * not offered in earlier rounds are offered, the rest wait; their applications move so. Shown
 * on the site from the round's allotment day. Published again, the round's lists are replaced.
 */
export async function publishRound(
  db: Db,
  schoolId: string,
  settings: AdmissionSettings,
  roundName: string,
  actor: Actor,
  now: Date,
): Promise<{ offered: number; waitlisted: number } | undefined> {
  const lists = await meritLists(db, schoolId, settings);
  const index = lists.findIndex((one) => one.round.name === roundName);
  const list = lists[index];
  if (!list) return undefined;
  const earlier = new Set(lists.slice(0, index).map((one) => one.round.name));
  return db.transaction(async (tx) => {
    const before = await tx
      .select({
        round: t.allotments.round,
        stream: t.allotments.stream,
        offered: t.allotments.offered,
      })
      .from(t.allotments)
      .where(and(eq(t.allotments.schoolId, schoolId), eq(t.allotments.session, settings.session)));
    let offeredCount = 0;
    let waitingCount = 0;
    for (const { stream, seats, places } of list.streams) {
      const taken = before
        .filter((one) => one.stream === stream && earlier.has(one.round))
        .reduce((sum, one) => sum + one.offered.length, 0);
      // Published again: those this round offered before are weighed again with the rest.
      const offeredHere = new Set(
        before
          .filter((one) => one.stream === stream && one.round === roundName)
          .flatMap((one) => one.offered),
      );
      const waiting = places.filter(
        (place) =>
          (undecided as readonly string[]).includes(place.state) ||
          (place.state === "offered" && offeredHere.has(place.applicant.number)),
      );
      const free = Math.max(0, seats - taken);
      const offered = waiting.slice(0, free);
      const waitlisted = waiting.slice(free);
      const row = {
        schoolId,
        session: settings.session,
        round: roundName,
        stream,
        offered: offered.map((place) => place.applicant.number),
        waitlisted: waitlisted.map((place) => place.applicant.number),
        showFrom: list.round.allotmentOn,
        publishedAt: now,
        publishedBy: actor.name,
      };
      await tx
        .insert(t.allotments)
        .values(row)
        .onConflictDoUpdate({
          target: [
            t.allotments.schoolId,
            t.allotments.session,
            t.allotments.round,
            t.allotments.stream,
          ],
          set: {
            offered: row.offered,
            waitlisted: row.waitlisted,
            showFrom: row.showFrom,
            publishedAt: now,
            publishedBy: actor.name,
          },
        });
      for (const [state, chosen] of [
        ["offered", offered],
        ["waitlisted", waitlisted],
      ] as const) {
        const ids = chosen.filter((place) => place.state !== state).map((place) => place.id);
        if (ids.length === 0) continue;
        await tx
          .update(t.applications)
          .set({ state, updatedAt: now })
          .where(inArray(t.applications.id, ids));
        for (const place of chosen.filter((one) => one.state !== state)) {
          await audit(tx, schoolId, actor, {
            action: "update",
            kind: "application",
            recordId: place.id,
            changes: { state: [place.state, state] },
          });
        }
      }
      offeredCount += offered.length;
      waitingCount += waitlisted.length;
    }
    await audit(tx, schoolId, actor, {
      action: "publish",
      kind: "allotment",
      changes: { [roundName]: [null, `${offeredCount} offered, ${waitingCount} waiting`] },
    });
    return { offered: offeredCount, waitlisted: waitingCount };
  });
}

/** The published allotments the site shows today: by round, each stream's numbers. */
export async function shownAllotments(db: Db, schoolId: string, timeZone: string, now: Date) {
  const today = todayIn(timeZone, now);
  const rows = await db
    .select({
      session: t.allotments.session,
      round: t.allotments.round,
      stream: t.allotments.stream,
      offered: t.allotments.offered,
      waitlisted: t.allotments.waitlisted,
      showFrom: t.allotments.showFrom,
    })
    .from(t.allotments)
    .where(eq(t.allotments.schoolId, schoolId));
  return rows
    .filter((row) => row.showFrom <= today)
    .sort((a, b) => a.showFrom.localeCompare(b.showFrom) || a.stream.localeCompare(b.stream));
}
