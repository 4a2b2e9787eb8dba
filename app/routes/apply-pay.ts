import { redirect } from "react-router";
import type { Route } from "./+types/apply-pay";
import { languageAt, pathIn } from "#contracts/languages.ts";
import { websiteOf } from "../website.server.ts";
import { admissionsApi } from "../apply/admissions.server.ts";
import { siteUrl } from "../seo/site-url.ts";

// /Apply/pay?resume=… and /Apply/paid?resume=… (issue 39): the fee paid online, by a plain link
// and plain redirects, so it works without JavaScript and the pages' policy lets forms post only
// here. /Apply/pay sends the family to the Razorpay payment link made for their application;
// Razorpay sends them back to /Apply/paid with a signed query, which the backend checks before
// the fee counts as paid (its webhook says the same, in case the family never comes back).

const tokenPattern = /^[A-Za-z0-9_-]{32,64}$/;

/** Where the family's browser reached this site: the public address when it is this host. */
function originOf(request: Request): string {
  const here = new URL(request.url);
  const site = new URL(siteUrl);
  return site.hostname === here.hostname ? site.origin : here.origin;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageAt(url.pathname);
  const apply = pathIn("/Apply", language);
  const token = url.searchParams.get("resume") ?? "";
  if (!tokenPattern.test(token)) return redirect(apply, 303);
  const back = (query: string) => redirect(`${apply}?resume=${token}${query}`, 303);
  const website = websiteOf(context);
  if (url.pathname.endsWith("/paid")) {
    const names = [
      "razorpay_payment_id",
      "razorpay_payment_link_id",
      "razorpay_payment_link_reference_id",
      "razorpay_payment_link_status",
      "razorpay_signature",
    ];
    const query = Object.fromEntries(names.map((name) => [name, url.searchParams.get(name) ?? ""]));
    const answer = await admissionsApi.returned(website, query);
    return back(answer?.status === 200 ? "&paid" : "&payment=unconfirmed");
  }
  const returnUrl = `${originOf(request)}${pathIn("/Apply/paid", language)}?resume=${token}`;
  const answer = await admissionsApi.pay(website, token, returnUrl);
  const link = answer?.status === 200 ? String(answer.json.url ?? "") : "";
  return /^https?:\/\//.test(link) ? redirect(link, 303) : back("&payment=unavailable");
}
