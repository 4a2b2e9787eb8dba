import { useWords } from "../i18n/words.ts";
import { applyWords } from "./apply.words.ts";
import styles from "./apply.module.css";

export interface Fee {
  amount: number;
  paid: boolean;
  upiLink: string | null;
}

/**
 * The application fee: paid, or how to pay it by UPI. On a phone the button opens the family's
 * UPI app with the school's id, the amount and the application number as the note filled in; on
 * a computer the QR code is scanned with the phone instead.
 */
export function FeePayment({
  fee,
  number,
  upiId,
  qr,
  online,
}: {
  fee: Fee;
  number: string;
  upiId: string;
  qr?: string;
  /** The address that sends the family to the school's online payment, when it takes one. */
  online?: string;
}) {
  const w = useWords(applyWords);
  if (fee.amount <= 0) return null;
  return (
    <section className={styles.fee} aria-labelledby="apply-fee">
      <h2 id="apply-fee">{w.fee(fee.amount)}</h2>
      {fee.paid || !fee.upiLink ? (
        <p>{w.paid}</p>
      ) : (
        <>
          <p>{w.payHow(upiId, number)}</p>
          <p>
            <a className="button" href={fee.upiLink}>
              {w.payUpi}
            </a>
          </p>
          {qr && (
            // The library's own SVG of a link the server made: no visitor's text is in it.
            <div
              className={styles.qr}
              role="img"
              aria-label={w.payUpi}
              dangerouslySetInnerHTML={{ __html: qr }}
            />
          )}
          {online && (
            <>
              <p>{w.payOnlineHow}</p>
              <p>
                <a className="button" href={online}>
                  {w.payOnline}
                </a>
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
