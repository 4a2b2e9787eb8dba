import { site } from "#content/site.ts";

/** Sites whose frames the pages embed: the map on the contact page and footer, and videos. */
export const embeddedOrigins: readonly string[] = [
  new URL(site.address.mapEmbedUrl).origin,
  "https://www.youtube-nocookie.com",
];
