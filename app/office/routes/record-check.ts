import type { Route } from "./+types/record-check";
import { isRecordKind, recordKinds } from "#contracts/office-records.ts";
import { formParts, officeCall } from "../office-api.server.ts";

// What the writing checks say of a record's form as it stands, for the form's script
// (page-editor/page-checks.browser.ts) to show beside the fields while one types: each field
// as the form sends it (a list of files one per line), checked by the API. Nothing is saved.
export async function action({ context, request, params }: Route.ActionArgs) {
  if (!params.kind || !isRecordKind(params.kind)) return Response.json({}, { status: 404 });
  const { values: sent } = await formParts(request);
  const values = Object.fromEntries(
    recordKinds[params.kind].fields.map((spec) => [
      spec.name,
      spec.type === "files" ? (sent[spec.name] ?? "").split("\n").filter(Boolean) : sent[spec.name],
    ]),
  );
  const answer = await officeCall(context, request, "POST", `/records/${params.kind}/check`, {
    values,
  });
  return Response.json(answer.status === 200 ? answer.json : { error: "Sign in again." }, {
    status: answer.status,
    headers: { "Cache-Control": "no-store" },
  });
}
