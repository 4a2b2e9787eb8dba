import s from "./office.module.css";
import { useWhen } from "./when.ts";

// What an item's sending did, on its page in the office: per channel, how many parents were
// sent it, how many it failed for and why, and how many wait (quiet hours, a busy service).

type Status = "queued" | "sent" | "delivered" | "read" | "failed" | "skipped";

export interface ItemReport {
  channels: { channel: string; counts: Partial<Record<Status, number>>; total: number }[];
  failures: { channel: string; reason: string; count: number }[];
  waitingUntil: string | null;
}

export const channelNames: Record<string, string> = {
  email: "E-mail",
  push: "Phone notifications",
  whatsapp: "WhatsApp",
  sms: "SMS",
};

const number = (n: number | undefined) => (n ?? 0).toLocaleString("en-IN");

export function DeliveryReport({ report }: { report: ItemReport }) {
  const when = useWhen();
  return (
    <section aria-labelledby="delivery-report" className={s.panel}>
      <h2 id="delivery-report">Sent to parents</h2>
      {report.channels.length === 0 ? (
        <p className={s.muted}>
          Not sent to any parent yet: it goes a few minutes after it is published, to the parents of
          its classes who asked for its kind.
        </p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>Parents, by channel</caption>
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Sent</th>
              <th scope="col">Failed</th>
              <th scope="col">Waiting</th>
            </tr>
          </thead>
          <tbody>
            {report.channels.map(({ channel, counts }) => (
              <tr key={channel}>
                <th scope="row">{channelNames[channel] ?? channel}</th>
                <td data-label="Sent">
                  {number((counts.sent ?? 0) + (counts.delivered ?? 0) + (counts.read ?? 0))}
                </td>
                <td data-label="Failed">{number(counts.failed)}</td>
                <td data-label="Waiting">{number(counts.queued)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.waitingUntil && (
        <p className={s.muted}>The waiting ones go from {when(report.waitingUntil)}.</p>
      )}
      {report.failures.length > 0 && (
        <>
          <h3>Why some failed</h3>
          <ul>
            {report.failures.map((failure) => (
              <li key={`${failure.channel}:${failure.reason}`}>
                {channelNames[failure.channel] ?? failure.channel}:{" "}
                {failure.reason || "No reason given."} ({number(failure.count)})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
