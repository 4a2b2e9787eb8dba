import { data } from "react-router";
import type { Route } from "./+types/upload";
import { officeUpload } from "../office-api.server.ts";

// POST /office/upload: one file from the office's upload script, passed on to the backend as
// the signed-in person, so that the browser needs no way to the backend of its own. Answers
// JSON: the stored file's path, or the reason it was refused.
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const file = form?.get("file");
  if (!file || typeof file === "string" || file.size === 0) {
    return data({ error: "Choose a file to attach." }, { status: 400 });
  }
  const query = new URL(request.url).searchParams;
  const target =
    query.get("for") === "certificates"
      ? "certificates"
      : query.get("only") === "pictures"
        ? "pictures"
        : query.get("keep") === "library"
          ? "library"
          : "public";
  const answer = await officeUpload(context, request, file, target);
  if ("path" in answer) return data(answer, { status: 201 });
  return data({ error: answer.error }, { status: answer.status });
}
