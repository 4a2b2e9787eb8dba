import { and, eq, inArray, isNull } from "drizzle-orm";
import { instantAt } from "#contracts/dates.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit, type Actor } from "../office/audit.ts";
import type { StatementCredit } from "../payments/bank-statement.ts";

// The fees paid by UPI, found in the school's bank statement (issue 39): a credit whose
// narration carries an application's number, of the fee or more (a family paying for two
// children at once writes both numbers), marks each of them paid on the day of the credit,
// with the bank's reference. Nothing else is changed; what could not be matched is listed for
// the office to look at by hand.

export interface StatementOutcome {
  /** Marked paid now. */
  paid: { number: string; amount: number; date: string }[];
  /** Paid already (marked before, or twice in the statement). */
  already: string[];
  /** Less than the fee for the numbers it names. */
  short: { numbers: string[]; amount: number; row: number }[];
  /** Numbers no application of the school has. */
  unknown: { numbers: string[]; amount: number; row: number }[];
  /** Credits that name no application: other money into the account. */
  others: number;
}

export async function matchStatement(
  db: Db,
  schoolId: string,
  credits: readonly StatementCredit[],
  options: { fee: number; timeZone: string; actor: Actor },
): Promise<StatementOutcome> {
  const outcome: StatementOutcome = { paid: [], already: [], short: [], unknown: [], others: 0 };
  const named = [...new Set(credits.flatMap((credit) => credit.numbers))];
  if (named.length === 0) return { ...outcome, others: credits.length };
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: t.applications.id,
        number: t.applications.number,
        feePaidAt: t.applications.feePaidAt,
      })
      .from(t.applications)
      .where(and(eq(t.applications.schoolId, schoolId), inArray(t.applications.number, named)));
    const byNumber = new Map(found.map((one) => [one.number!, one]));
    for (const credit of credits) {
      if (credit.numbers.length === 0) {
        outcome.others++;
        continue;
      }
      const known = credit.numbers.filter((number) => byNumber.has(number));
      if (known.length < credit.numbers.length) {
        outcome.unknown.push({
          numbers: credit.numbers.filter((number) => !byNumber.has(number)),
          amount: credit.amount,
          row: credit.row,
        });
      }
      if (known.length === 0) continue;
      if (credit.amount < options.fee * known.length) {
        outcome.short.push({ numbers: known, amount: credit.amount, row: credit.row });
        continue;
      }
      const paidAt = instantAt(`${credit.date}T12:00`, options.timeZone) ?? new Date();
      const reference = (credit.reference || credit.narration).slice(0, 100);
      for (const number of known) {
        const application = byNumber.get(number)!;
        if (application.feePaidAt) {
          outcome.already.push(number);
          continue;
        }
        const [marked] = await tx
          .update(t.applications)
          .set({ feePaidAt: paidAt, feeMethod: "statement", feeReference: reference })
          .where(and(eq(t.applications.id, application.id), isNull(t.applications.feePaidAt)))
          .returning({ id: t.applications.id });
        if (!marked) continue;
        application.feePaidAt = paidAt;
        await audit(tx, schoolId, options.actor, {
          action: "update",
          kind: "application",
          recordId: application.id,
          changes: { feePaid: [null, `bank statement ${credit.date}: ${reference}`] },
        });
        outcome.paid.push({ number, amount: credit.amount / known.length, date: credit.date });
      }
    }
    return outcome;
  });
}
