import type { Route } from "./+types/calendar-month";
import { apiOf } from "../website.server.ts";
import { monthEvents } from "../home/calendar-months.server.ts";
import { languageAt } from "#contracts/languages.ts";

// /Events/calendar/2026-12.json: one month's events, for the home page's calendar when a
// visitor moves to a month it did not bring.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const match = /^(\d{4})-(0[1-9]|1[0-2])\.json$/.exec(params.month);
  if (!match) return Response.json({ error: "No such month." }, { status: 404 });
  try {
    const language = languageAt(new URL(request.url).pathname);
    const events = await monthEvents(apiOf(context), Number(match[1]), Number(match[2]), language);
    return Response.json(events, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch {
    return Response.json(
      { error: "The events could not be read." },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
