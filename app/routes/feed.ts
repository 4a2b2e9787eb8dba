import type { Route } from "./+types/feed";
import { fallbacks } from "../api/client.ts";
import { feedAt, feedLanguageAt, feedTypes } from "../feeds/feed-catalogue.ts";
import { settingsIn } from "#contracts/school-settings.ts";
import { channelFor, feedEntries } from "../feeds/feed-sources.server.ts";
import { feedDocument } from "../feeds/syndication.ts";
import { schoolSettings } from "../school.server.ts";
import { newestOf } from "../seo/conditional-answer.server.ts";
import { keptAnswer } from "../seo/kept-answer.server.ts";
import { siteUrl } from "../seo/site-url.ts";
import { apiOf, websiteOf } from "../website.server.ts";

// /feeds/notices.rss, /feeds/news.atom, /feeds/circulars.rss and the rest: a list page's items
// for feed readers, each linking to its own page. Readers ask every few minutes; five minutes
// old is fresh enough, and spares the backend. The server keeps each feed as drawn until what
// it shows changes (app/seo/kept-answer.server.ts).

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const feed = feedAt(params.file);
  if (!feed) return new Response("Not found", { status: 404 });
  const language = feedLanguageAt(new URL(request.url).pathname);
  const website = websiteOf(context);
  const api = apiOf(context);
  const loads = fallbacks();
  const [{ number, settings }, addresses] = await Promise.all([
    schoolSettings(api),
    // Without it each entry is dated by its day alone.
    loads.or(api.addresses(), [], "Error fetching addresses"),
  ]);
  const entryContext = {
    origin: siteUrl,
    timeZone: website.timeZone,
    apiBase: website.apiBase,
    changed: new Map(addresses.map((address) => [address.path, address.lastmod])),
    language,
  };
  let entries;
  try {
    entries = await feedEntries(api, feed.name, entryContext);
  } catch (error) {
    // An empty feed would tell readers there is nothing; better that they ask again.
    console.warn(`Error fetching the ${feed.name} feed: ${(error as Error).message}`);
    return new Response("The feed cannot be read just now.", {
      status: 503,
      headers: { "Retry-After": "60", "Cache-Control": "no-store" },
    });
  }
  const drawnFrom = { settings: number, entries };
  return keptAnswer(context, request, { drawnFrom, keep: !loads.any }, () => ({
    body: feedDocument(
      channelFor(feed.name, feed.format, settingsIn(settings, language), siteUrl, language),
      entries,
      feed.format,
      new Date(),
    ),
    headers: {
      "Content-Type": `${feedTypes[feed.format]}; charset=utf-8`,
      "Cache-Control": "public, max-age=300",
    },
    lastModified: newestOf(entries.map((entry) => entry.updated)),
  }));
}
