import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { formValues, officeCall } from "../office-api.server.ts";

// Signing out is a form's post (a link could be followed by anything); "everywhere" ends every
// session of the account, on every device.
export async function action({ context, request }: Route.ActionArgs) {
  const { everywhere } = await formValues(request);
  const answer = everywhere
    ? await officeCall(context, request, "POST", "/sessions/end-all", {})
    : await officeCall(context, request, "DELETE", "/session", {});
  return redirect("/office/sign-in", { headers: answer.headers });
}

export function loader() {
  return redirect("/office");
}
