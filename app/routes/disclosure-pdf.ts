import { data } from "react-router";
import type { Route } from "./+types/disclosure-pdf";
import { languageAt } from "#contracts/languages.ts";
import { websiteOf } from "../website.server.ts";

// /CbseDisclosure.pdf (and /hi/…): the disclosure page's own sheet as a PDF, which the backend
// makes afresh from the same data as the page (server/disclosure/disclosure-pdf.ts). It is asked
// through the office's door, whose deadline is seconds: a PDF takes longer to make than a list
// is allowed to keep a page waiting.
export async function loader({ context, url }: Route.LoaderArgs) {
  const { backend, schoolCode } = websiteOf(context);
  const language = languageAt(url.pathname);
  const path = `/api/disclosure/${encodeURIComponent(schoolCode)}/pdf${language === "en" ? "" : `?language=${language}`}`;
  const made = backend
    ? await Promise.resolve(backend.office(new Request(new URL(path, backend.origin)))).catch(
        () => undefined,
      )
    : undefined;
  if (!made?.ok) throw data("The disclosure cannot be made just now.", { status: 503 });
  return new Response(made.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": made.headers.get("Content-Disposition") ?? "inline",
      "Cache-Control": "no-cache",
    },
  });
}
