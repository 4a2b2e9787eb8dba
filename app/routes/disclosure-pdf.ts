import { redirect } from "react-router";
import type { Route } from "./+types/disclosure-pdf";
import { languageAt } from "#contracts/languages.ts";
import { websiteOf } from "../website.server.ts";

// /CbseDisclosure.pdf (and /hi/…): the disclosure page's own sheet as a PDF, which the backend
// makes afresh from the same data as the page (server/disclosure/disclosure-pdf.ts). The
// browser is sent to the backend for it, as for an application's acknowledgement: a PDF is
// made in a second or two, longer than a page may wait on the backend.
export function loader({ context, url }: Route.LoaderArgs) {
  const { apiBase, schoolCode } = websiteOf(context);
  const language = languageAt(url.pathname);
  return redirect(
    `${apiBase}/api/disclosure/${encodeURIComponent(schoolCode)}/pdf${language === "en" ? "" : `?language=${language}`}`,
  );
}
