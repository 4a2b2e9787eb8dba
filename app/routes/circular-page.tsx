import type { Route } from "./+types/circular-page";
import type { Circular } from "#contracts/entities.ts";
import { fallbacks } from "../api/client.ts";
import { keptUnless } from "../lists/load-list.server.ts";
import { FilesBlock } from "../content/files-block.tsx";
import { circularPlaceholder, circularsOf, type CircularCategory } from "../lists/rules.ts";
import { metaFor } from "../seo/meta.ts";
import { feedMeta } from "../feeds/feed-catalogue.ts";
import { apiOf } from "../website.server.ts";
import { findPage } from "../pages.ts";
import { circularList, itemPath } from "#contracts/item-paths.ts";
import { fileFacts } from "../items/attachment-label.ts";

// /Circular, /CBSECircular and /Datesheet (spec 2.10, 4): one list of file tiles per category,
// read from the shared circular call (spec 7) and filtered here.

const categories: Record<string, CircularCategory> = {
  "/Circular": "Circular",
  "/CBSECircular": "CBSE-Circular",
  "/Datesheet": "Datesheet",
};

/** The tile shown when there is nothing to show (spec 4): 'Title', 'DD.MM.YY', linking to '#'. */
const placeholder = { title: "Title", subtitle: "DD.MM.YY", href: "#" };

/** Spec 4: the category's records as tiles, or the placeholder tile, or nothing at all. */
function tilesFor(records: readonly Circular[], category: CircularCategory) {
  if (circularPlaceholder(records, category)) return [placeholder];
  return circularsOf(records, category).map((record) => ({
    title: record.title,
    // Its date as the office wrote it (spec 3), the classes it is for where it is not for
    // everyone, and its file's kind and size.
    subtitle: [
      record.date.trim(),
      record.audience?.length ? `Classes ${record.audience.join(", ")}` : "",
      record.attachments[0] ? fileFacts(record.attachments[0], record.attachmentSizes?.[0]) : "",
    ]
      .filter(Boolean)
      .join(" · "),
    ...(record.attachments[0] ? { file: record.attachments[0] } : { href: "#" }),
    ...(record.slug && { page: itemPath(circularList(record.category), record.slug) }),
  }));
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const path = findPage(url.pathname)?.path ?? "/Circular";
  const category = categories[path] ?? "Circular";
  const loads = fallbacks();
  const records = await loads.or(apiOf(context).circulars(), [], "Error fetching data");
  // Drawn alike for every visitor from the circulars: kept by the server until they change,
  // unless the call failed (the placeholder tile would be served to everyone).
  return { path, tiles: tilesFor(records, category), ...keptUnless(loads) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        ...metaFor(loaderData.path, { matches }),
        // Circulars and CBSE circulars share a feed; datesheets are not in it.
        ...(loaderData.path === "/Datesheet" ? [] : feedMeta("circulars")),
      ]
    : [];

export default function CircularPage({ loaderData }: Route.ComponentProps) {
  const { path, tiles } = loaderData;
  return (
    <article className="page-body">
      <h1>{findPage(path)?.name}</h1>
      {tiles.length > 0 ? <FilesBlock items={tiles} /> : null}
    </article>
  );
}
