import type { ApplicationState } from "#contracts/admissions/application.ts";
import type { AdmissionSettings } from "#contracts/admissions/settings.ts";
import { upiPaymentLink } from "#contracts/admissions/upi.ts";
import type { Application } from "./applications.ts";

// What /Apply/status tells a family who gave the application's number and the child's date of
// birth: where it stands and what is theirs to do (the fee), nothing the office only keeps.

export interface ApplicationStatus {
  number: string;
  state: ApplicationState;
  session: string;
  className: string;
  stream: string | null;
  submittedAt: string | null;
  fee: { amount: number; paid: boolean; upiLink: string | null };
  /** The test or interaction booked, once it is. */
  slot: { at: string; place: string } | null;
}

/** The fee's UPI link: the school's UPI id, the amount and the number as the payment's note. */
export function feeLink(settings: AdmissionSettings | undefined, number: string): string | null {
  if (!settings?.upiId || settings.fee <= 0) return null;
  return upiPaymentLink({
    upiId: settings.upiId,
    payeeName: settings.payeeName ?? "",
    amount: settings.fee,
    note: number,
  });
}

export function statusOf(
  application: Application,
  settings: AdmissionSettings | undefined,
): ApplicationStatus {
  const number = application.number ?? "";
  const paid = application.feePaidAt !== null;
  return {
    number,
    state: application.state,
    session: application.session,
    className: application.className,
    stream: application.stream,
    submittedAt: application.submittedAt?.toISOString() ?? null,
    fee: {
      amount: settings?.fee ?? 0,
      paid,
      upiLink: paid ? null : feeLink(settings, number),
    },
    slot: application.slot,
  };
}
