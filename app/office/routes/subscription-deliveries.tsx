import type { Route } from "./+types/subscription-deliveries";
import { officeCall, refused } from "../office-api.server.ts";
import { channelNames } from "../delivery-report.tsx";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// What one parent was sent, newest first: for the office role, which answers a parent who says
// a circular never came (the API checks the role).

export const meta: Route.MetaFunction = () => [{ title: "What was sent · School office" }];

interface Delivery {
  table: string;
  id: string;
  title: string | null;
  channel: string;
  status: string;
  reason: string | null;
  at: string;
}

const statusWords: Record<string, string> = {
  queued: "Waiting",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  skipped: "Not sent: taken off the site or stopped first",
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const answer = await officeCall<{ deliveries: Delivery[] }>(
    context,
    request,
    "GET",
    `/subscriptions/${encodeURIComponent(params.id)}/deliveries`,
  );
  if (answer.status !== 200) refused(answer, request);
  return answer.json;
}

export default function SubscriptionDeliveries({ loaderData }: Route.ComponentProps) {
  const when = useWhen();
  const { deliveries } = loaderData;
  return (
    <>
      <p>
        <a href="/office/subscriptions">All subscriptions</a>
      </p>
      <h1>What was sent</h1>
      {deliveries.length === 0 ? (
        <p>Nothing has been sent to this parent yet.</p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>
            The last {deliveries.length.toLocaleString("en-IN")} messages, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Channel</th>
              <th scope="col">State</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={`${delivery.table}:${delivery.id}:${delivery.channel}`}>
                <td data-label="Item">
                  {delivery.title ? (
                    <a href={`/office/records/${delivery.table}/${delivery.id}`}>
                      {delivery.title}
                    </a>
                  ) : (
                    "(deleted since)"
                  )}
                </td>
                <td data-label="Channel">{channelNames[delivery.channel] ?? delivery.channel}</td>
                <td data-label="State">
                  {statusWords[delivery.status] ?? delivery.status}
                  {delivery.reason && delivery.status !== "sent" ? `: ${delivery.reason}` : ""}
                </td>
                <td data-label="When">{when(delivery.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
