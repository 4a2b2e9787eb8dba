/**
 * Sites whose frames the pages embed: the map on the contact page and footer (always
 * OpenStreetMap's, drawn from the school's position: contracts/school-settings.ts), and videos.
 */
export const embeddedOrigins: readonly string[] = [
  "https://www.openstreetmap.org",
  "https://www.youtube-nocookie.com",
];
