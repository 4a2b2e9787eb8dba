import { pathIn } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import { usePageSettings } from "../page-settings.ts";
import { applyWords } from "./apply.words.ts";
import { FeePayment, type Fee } from "./fee-payment.tsx";
import type { DraftView } from "./public-admissions.ts";
import styles from "./apply.module.css";

/**
 * A sent application, as its link shows it from then on: the number to keep, the
 * acknowledgement to download, the fee and where to follow the status.
 */
export function ApplicationSent({
  draft,
  token,
  upiId,
  qr,
  online,
  payment,
}: {
  draft: DraftView & { fee?: Fee };
  token: string;
  upiId: string;
  qr?: string;
  /** Whether the school takes the fee online. */
  online: boolean;
  /** How the last online payment went: back paid, or not confirmed, or not possible. */
  payment?: "paid" | "unconfirmed" | "unavailable";
}) {
  const language = useLanguage();
  const w = applyWords[language];
  const { apiBase, schoolCode } = usePageSettings();
  const number = draft.number ?? "";
  const acknowledgement = `${apiBase}/api/admissions/${encodeURIComponent(schoolCode)}/draft/${token}/acknowledgement.pdf`;
  return (
    <>
      <h2 id="apply-answer" tabIndex={-1} autoFocus>
        {w.sentHeading}
      </h2>
      <p>{w.sentNumber}</p>
      <p className={styles.number} data-application-number>
        {number}
      </p>
      <p>{w.sentKeep}</p>
      <p className={styles.actions}>
        <a className="button" href={acknowledgement} download>
          {w.acknowledgement}
        </a>
        <a href={pathIn("/Apply/status", language)}>{w.statusLink}</a>
      </p>
      {payment && (
        <p
          className={payment === "paid" ? styles.notice : styles.alert}
          role={payment === "paid" ? "status" : "alert"}
        >
          {payment === "paid"
            ? w.paidOnline
            : payment === "unconfirmed"
              ? w.paymentUnconfirmed
              : w.paymentUnavailable}
        </p>
      )}
      {draft.fee && (
        <FeePayment
          fee={draft.fee}
          number={number}
          upiId={upiId}
          qr={qr}
          online={online ? `${pathIn("/Apply/pay", language)}?resume=${token}` : undefined}
        />
      )}
    </>
  );
}
