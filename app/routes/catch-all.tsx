import { redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import { canonicalPath } from "../pages.ts";

// Typed-by-hand casing lands on the page (permanently); anything unknown goes home.
export function loader({ url }: Route.LoaderArgs) {
  const target = canonicalPath(url.pathname);
  if (target === "/") throw redirect("/", 302);
  throw redirect(target + url.search, 301);
}

export default function CatchAll() {
  return null;
}
