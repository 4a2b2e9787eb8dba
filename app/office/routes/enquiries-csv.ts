import type { Route } from "./+types/enquiries-csv";
import { officeCall, refused } from "../office-api.server.ts";

// The inbox as a spreadsheet: the office API's CSV, passed on as a download.
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).search;
  const answer = await officeCall(context, request, "GET", `/enquiries.csv${query}`);
  if (answer.status !== 200 || !answer.body) refused(answer, request);
  return new Response(answer.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="enquiries.csv"',
      "Cache-Control": "no-store",
    },
  });
}
