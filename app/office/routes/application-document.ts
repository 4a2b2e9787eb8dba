import type { Route } from "./+types/application-document";
import { officeCall, refused } from "../office-api.server.ts";

// One of an application's documents, as the family sent it: read through the office API, which
// keeps it in the private store; never kept by any cache.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const path = `/applications/${encodeURIComponent(params.id)}/documents/${encodeURIComponent(params.kind)}`;
  const answer = await officeCall(context, request, "GET", path);
  if (answer.status !== 200 || !answer.body) refused(answer, request);
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.contentType ?? "application/octet-stream",
      "Content-Disposition": "inline",
      "Cache-Control": "no-store",
    },
  });
}
