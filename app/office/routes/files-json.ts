import type { Route } from "./+types/files-json";
import { officeCall } from "../office-api.server.ts";

// The file library for the picker a file field opens (library-pick.browser.ts): a page of the
// files whose words match, as JSON, read with the person's own session.
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams;
  const query = new URLSearchParams({ limit: "24" });
  for (const name of ["q", "kind", "page"]) {
    const value = asked.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const answer = await officeCall(context, request, "GET", `/files?${query}`);
  return Response.json(answer.status === 200 ? answer.json : { error: "Sign in again." }, {
    status: answer.status === 200 ? 200 : answer.status,
    headers: { "Cache-Control": "no-store" },
  });
}
