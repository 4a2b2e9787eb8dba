import type { Route } from "./+types/manifest";
import { manifestType, webManifest } from "../seo/home-screen.ts";
import { schoolSettings } from "../school.server.ts";
import { apiOf } from "../website.server.ts";

// /manifest.webmanifest: what a phone reads to put the school on its home screen, with the
// name the office last saved. Browsers read it again now and then; an hour old is fresh enough.
export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = await schoolSettings(apiOf(context));
  return new Response(JSON.stringify(webManifest(settings)), {
    headers: { "Content-Type": manifestType, "Cache-Control": "public, max-age=3600" },
  });
}
