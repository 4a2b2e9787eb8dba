import { and, eq, inArray, ne } from "drizzle-orm";
import { instantAt } from "#contracts/dates.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { audit, type Actor } from "../office/audit.ts";

// The test or interaction the office books for applications (issue 39): one day, time and place
// for the chosen ones, each moved to "booked" and its family told by e-mail
// (server/admissions/admission-mail.ts). Booked again, a family is told the new slot.

export type SlotOutcome =
  { status: "booked"; booked: number } | { status: "invalid"; error: string };

export async function bookSlot(
  db: Db,
  schoolId: string,
  ids: readonly string[],
  slot: { at: string; place: string },
  options: { actor: Actor; timeZone: string; now: Date },
): Promise<SlotOutcome> {
  const at = instantAt(slot.at, options.timeZone);
  if (!at) return { status: "invalid", error: "Give the day and time of the slot." };
  if (at <= options.now) return { status: "invalid", error: "The slot is in the past." };
  return db.transaction(async (tx) => {
    const chosen = await tx
      .select({ id: t.applications.id, state: t.applications.state, slot: t.applications.slot })
      .from(t.applications)
      .where(
        and(
          eq(t.applications.schoolId, schoolId),
          inArray(t.applications.id, [...ids]),
          ne(t.applications.state, "draft"),
        ),
      );
    const booked = { at: at.toISOString(), place: slot.place };
    for (const one of chosen) {
      // A decision taken already stays; an application still being looked at is booked.
      const state = ["submitted", "verified", "booked"].includes(one.state) ? "booked" : one.state;
      await tx
        .update(t.applications)
        .set({ slot: booked, state, updatedAt: options.now })
        .where(eq(t.applications.id, one.id));
      await audit(tx, schoolId, options.actor, {
        action: "update",
        kind: "application",
        recordId: one.id,
        changes: {
          slot: [
            one.slot ? `${one.slot.at} ${one.slot.place}` : null,
            `${booked.at} ${booked.place}`,
          ],
          ...(state !== one.state && { state: [one.state, state] }),
        },
      });
      await enqueue(tx, {
        queue: "admission-mail",
        key: `slot:${one.id}:${booked.at}:${booked.place}`,
        payload: { kind: "slot", applicationId: one.id, slot: booked },
        runAt: options.now,
        schoolId,
      });
    }
    return { status: "booked" as const, booked: chosen.length };
  });
}
