import type { Route } from "./+types/page-check";
import type { WritingChecks } from "#contracts/writing-checks.ts";
import { officeCall } from "../office-api.server.ts";
import { formToDraft } from "../page-editor/form-document.ts";
import { placeMessages } from "../page-editor/messages.ts";

// What the writing checks say of the page editor's form as it stands, for its script
// (page-checks.browser.ts) to show beside the fields while one types: the form read as a draft
// as the editor's own action reads it, checked by the API, each message at its field. Nothing
// is saved; a file chosen is not sent.
export async function action({ context, request }: Route.ActionArgs) {
  const draft = formToDraft(await request.formData());
  const answer = await officeCall<WritingChecks>(context, request, "POST", "/pages/check", {
    document: draft,
  });
  if (answer.status !== 200) {
    return Response.json({ error: "Sign in again." }, { status: answer.status });
  }
  return Response.json(
    {
      errors: placeMessages(answer.json.errors, draft),
      warnings: placeMessages(answer.json.warnings, draft),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
