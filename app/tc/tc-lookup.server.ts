import type { Website } from "../website.server.ts";
import { fetchCertificate, tcMessages, type TcFields } from "./tc-fetch.ts";

// The no-JavaScript path of /Tc: the page's form posts to the page, and the server makes the
// same two calls the browser would, through the website's one door to the backend.

/** The certificate as a download, or the message to show beside the form. */
export async function lookupCertificate(
  { backend, schoolCode }: Website,
  request: Request,
  fields: TcFields,
): Promise<{ file: Response } | { error: string; status: number }> {
  if (!backend) return { error: tcMessages.unreachable, status: 503 };
  const headers: Record<string, string> = {};
  // The rate limit counts the visitor, not this server.
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded) headers["x-forwarded-for"] = forwarded;
  const result = await fetchCertificate({
    fields,
    apiBase: backend.origin,
    schoolCode,
    fetch: async (call) => backend.fetch(call),
    headers,
  });
  if (!result.ok) return { error: result.error, status: result.status };
  return {
    file: new Response(result.file.body, {
      headers: {
        "Content-Type": result.file.headers.get("Content-Type") ?? "application/octet-stream",
        "Content-Disposition": `attachment; filename="tc.${result.extension}"`,
        "Cache-Control": "no-store",
      },
    }),
  };
}
