import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit } from "../office/audit.ts";
import { loadAccounts, type ProviderBases } from "../reach/channel-settings.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { razorpayGateway } from "../payments/razorpay.ts";
import type { Application } from "./applications.ts";

// The application fee paid online (issue 39), when the school has set its Razorpay account
// (/office/channels): the family is sent to a Razorpay payment link made for its application,
// and the fee is marked paid when Razorpay's signed return or its signed webhook says so,
// whichever comes first. Without the account the UPI link and the office's marking stand.

const gatewayActor = { id: null, name: "Razorpay" };

/** The school's gateway, or undefined when it takes no payments online. */
export async function schoolGateway(
  db: Db,
  schoolId: string,
  secret: string | undefined,
  bases: ProviderBases = {},
): Promise<PaymentGateway | undefined> {
  if (!secret) return undefined;
  const { razorpay } = await loadAccounts(db, schoolId, secret);
  return (
    razorpay && razorpayGateway({ ...razorpay, ...(bases.razorpay && { apiBase: bases.razorpay }) })
  );
}

/**
 * The payment link of a sent application whose fee is unpaid: the one made before, or a new one
 * (Razorpay takes one link per reference, the application's number).
 */
export async function paymentLinkOf(
  db: Db,
  gateway: PaymentGateway,
  application: Application,
  options: { fee: number; returnUrl: string },
): Promise<string | undefined> {
  if (!application.number || application.feePaidAt || options.fee <= 0) return undefined;
  if (application.gatewayLink) return application.gatewayLink.url;
  const answers = application.answers;
  const link = await gateway.createPaymentLink({
    amount: options.fee * 100,
    reference: application.number,
    description: `Application fee, ${application.number}`,
    customer: {
      name: answers.motherName || answers.fatherName || undefined,
      email: application.email,
      contact: answers.phone,
    },
    callbackUrl: options.returnUrl,
  });
  await db
    .update(t.applications)
    .set({ gatewayLink: { id: link.id, url: link.shortUrl } })
    .where(eq(t.applications.id, application.id));
  return link.shortUrl;
}

/**
 * Marks paid the application a payment link was made for, once: the link must be the one
 * recorded for that number, so a payment for another school or another link marks nothing.
 */
export async function markPaidOnline(
  db: Db,
  schoolId: string,
  paid: { number: string; linkId: string; paymentId: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(t.applications)
      .set({ feePaidAt: now, feeMethod: "gateway", feeReference: paid.paymentId, updatedAt: now })
      .where(
        and(
          eq(t.applications.schoolId, schoolId),
          eq(t.applications.number, paid.number),
          isNull(t.applications.feePaidAt),
          sql`${t.applications.gatewayLink}->>'id' = ${paid.linkId}`,
        ),
      )
      .returning({ id: t.applications.id });
    if (!marked) return false;
    await audit(tx, schoolId, gatewayActor, {
      action: "update",
      kind: "application",
      recordId: marked.id,
      changes: { feePaid: [null, `online ${paid.paymentId}`] },
    });
    return true;
  });
}
