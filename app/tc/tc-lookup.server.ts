import { languageAt } from "#contracts/languages.ts";
import type { Website } from "../website.server.ts";
import { fetchCertificate, type TcFields } from "./tc-fetch.ts";
import { tcWords } from "./tc.words.ts";

// The no-JavaScript path of /Tc: the page's form posts to the page, and the server makes the
// same two calls the browser would, through the website's one door to the backend. Its message
// is in the language of the page posted from (/Tc or /hi/Tc).

/** The certificate as a download, or the message to show beside the form. */
export async function lookupCertificate(
  { backend, schoolCode }: Website,
  request: Request,
  fields: TcFields,
): Promise<{ file: Response } | { error: string; status: number }> {
  const language = languageAt(new URL(request.url).pathname);
  if (!backend) return { error: tcWords[language].unreachable, status: 503 };
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
    language,
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
