import { upiId as upiIdSchema } from "./settings.ts";

// The link that opens a family's UPI app with the application fee filled in, as NPCI's "UPI
// Linking Specifications" version 1.6 (November 2017), section 1.2 "Link Specification and
// Parameters", gives it: upi://pay? with pa (the payee's UPI id), pn (the payee's name), am
// (the amount), cu (INR, the only currency) and tn (the transaction note, shown to the payer
// and carried to the payee's bank statement). The note is the application number, so the
// office can match the payment to the application when the statement comes.
//
// The specification maps tn to the note of the UPI API's Txn, which PSPs take at most 50
// characters of; a longer note would reach the statement cut short, so it is refused here.
// No tr or mc: those are a registered merchant's, given by its PSP, and apps refuse a link
// that carries them for an ordinary account.
//
// Values are percent-encoded by RFC 3986, a space as %20: some UPI apps show a + literally.

/** The longest transaction note (tn) a UPI payment carries. */
export const upiNoteMaxLength = 50;

const encoded = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    // A UPI id's @ is allowed as is in a query, and apps show it so.
    .replace(/%40/g, "@");

export interface UpiPayment {
  /** The school's UPI id: name@bank. */
  upiId: string;
  /** The name the family's app shows as the payee. */
  payeeName: string;
  /** Whole rupees. */
  amount: number;
  /** The application number. */
  note: string;
}

/** The upi://pay link for `payment`; throws for an amount or note a UPI app would not take. */
export function upiPaymentLink({ upiId, payeeName, amount, note }: UpiPayment): string {
  const address = upiIdSchema.safeParse(upiId);
  if (!address.success) throw new RangeError(`"${upiId}" is not a UPI id.`);
  const name = payeeName.trim();
  if (!name) throw new RangeError("A UPI payment needs the payee's name.");
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`The fee is a positive whole number of rupees, not ${amount}.`);
  }
  const text = note.trim();
  if (!text) throw new RangeError("A UPI payment needs its note: the application number.");
  if (text.length > upiNoteMaxLength) {
    throw new RangeError(`A UPI payment's note has at most ${upiNoteMaxLength} characters.`);
  }
  const parameters: [string, string][] = [
    ["pa", address.data],
    ["pn", name],
    ["am", amount.toFixed(2)],
    ["cu", "INR"],
    ["tn", text],
  ];
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encoded(value)}`).join("&")}`;
}
