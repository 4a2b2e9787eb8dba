import type { Route } from "./+types/access-log-csv";
import { officeCall, refused } from "../office-api.server.ts";

// The access log as a spreadsheet, for a breach report: the office API's CSV, passed on.
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).search;
  const answer = await officeCall(context, request, "GET", `/access-log.csv${query}`);
  if (answer.status !== 200 || !answer.body) refused(answer, request);
  return new Response(answer.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="access-log.csv"',
      "Cache-Control": "no-store",
    },
  });
}
