import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { Blocks } from "../content/blocks.tsx";
import { contentPage } from "../content/content-pages.server.ts";
import { renderPage } from "../content/rendered.ts";
import { metaFor } from "../seo/meta.ts";
import { findPage } from "../pages.ts";

// Every static page (spec 2.8-2.14): its content entry, drawn by the blocks. Prerendered.
export function loader({ url }: Route.LoaderArgs) {
  const entry = contentPage(url.pathname.replace(/\/$/, ""));
  if (!entry) throw data("Not found", { status: 404 });
  return { page: renderPage(entry) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? metaFor(loaderData.page.path, loaderData.page.description) : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="page-body">
      <h1>{page.heading ?? findPage(page.path)?.name}</h1>
      <Blocks blocks={page.blocks} />
    </article>
  );
}
