import * as t from "../server/db/schema.ts";

/** The tables the demo school's records go into, in the order the seed fills them. */
export const demoTables = {
  onlineRegistrations: t.onlineRegistrations,
  highlights: t.highlights,
  news: t.news,
  events: t.events,
  messages: t.messages,
  toppers: t.toppers,
  galleries: t.galleries,
  birthdays: t.birthdays,
  notifications: t.notifications,
  circulars: t.circulars,
  videos: t.videos,
  transferCertificates: t.transferCertificates,
};
