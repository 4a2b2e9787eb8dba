import type { Submission } from "#contracts/approvals.ts";
import { Link } from "../link.tsx";
import { useWhen } from "./when.ts";
import s from "./office.module.css";

/**
 * Where a record or page stands in approval, above its form: waiting (with the way to the queue
 * for an approver), or sent back with the approver's comment, for its author to act on.
 */
export function ApprovalNote({
  approval,
  approves,
}: {
  approval: Submission | undefined;
  approves: boolean;
}) {
  const when = useWhen();
  if (!approval) return null;
  if (approval.state === "returned") {
    return (
      <section className={s.sentBack} aria-labelledby="sent-back">
        <h2 id="sent-back">
          Sent back by {approval.decidedBy} on {when(approval.decidedAt)}
        </h2>
        <p className={s.comment}>{approval.comment}</p>
        <p>Change what it asks, save, and submit it again.</p>
      </section>
    );
  }
  return (
    <p className={s.pending} role="status">
      Waiting for approval: submitted by {approval.submittedBy} on {when(approval.submittedAt)}.{" "}
      {approves ? (
        <Link to={`/office/approvals#submission-${approval.id}`}>Approve it or send it back</Link>
      ) : (
        "It is not on the site until an approver publishes it."
      )}
    </p>
  );
}
