import type { Route } from "./+types/applications-csv";
import { officeCall, refused } from "../office-api.server.ts";

// The applications as a spreadsheet: the office API's CSV, passed on as a download.
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).search;
  const answer = await officeCall(context, request, "GET", `/applications.csv${query}`);
  if (answer.status !== 200 || !answer.body) refused(answer, request);
  return new Response(answer.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="applications.csv"',
      "Cache-Control": "no-store",
    },
  });
}
