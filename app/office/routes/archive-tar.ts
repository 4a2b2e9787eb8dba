import type { Route } from "./+types/archive-tar";
import { websiteOf } from "../../website.server.ts";
import { officeCall, refused } from "../office-api.server.ts";

// The school's archive, passed on from the office API as a download.
export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await officeCall(context, request, "GET", "/archive");
  if (answer.status !== 200 || !answer.body) refused(answer, request);
  const day = new Date().toISOString().slice(0, 10);
  const disposition = `attachment; filename="${websiteOf(context).schoolCode}-site-${day}.tar"`;
  return new Response(answer.body, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Disposition": disposition,
      "Cache-Control": "no-store",
    },
  });
}
