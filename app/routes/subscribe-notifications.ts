import type { Route } from "./+types/subscribe-notifications";
import { notificationsCall } from "../subscribe/subscriptions.server.ts";
import { websiteOf } from "../website.server.ts";

// /Subscribe/notifications: where /Subscribe's notifications box (a browser script) turns a
// browser's notifications on or off, through the website's one door to the backend.
export async function action({ request, context }: Route.ActionArgs) {
  const body = (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return Response.json(
      { error: "Send the browser's subscription as one JSON object." },
      { status: 400 },
    );
  }
  const answer = await notificationsCall(
    websiteOf(context),
    body,
    request.headers.get("x-forwarded-for"),
  );
  return Response.json(answer.json, {
    status: answer.status,
    headers: { "Cache-Control": "no-store" },
  });
}
