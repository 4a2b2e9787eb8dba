import type { Gallery, Message, NewsItem, SchoolEvent, Topper } from "#contracts/entities.ts";

// Records as the backend sends them, with empty fields except those a test names: the title
// (or name) doubles as the id, so a test can tell its records apart by either.

export const newsItem = (title: string, fields: Partial<NewsItem> = {}): NewsItem => ({
  _id: title,
  category: "News",
  fromDate: "",
  date: "",
  title,
  description: "",
  attachments: [],
  image: [],
  time: "",
  venue: "",
  ...fields,
});

export const schoolEvent = (title: string, date: string): SchoolEvent => ({
  _id: title,
  date,
  title,
  description: "",
  time: "",
  venue: "",
  images: [],
  attachments: [],
});

export const album = (title: string, fields: Partial<Gallery> = {}): Gallery => ({
  _id: title,
  category: "PhotoGallery",
  date: "",
  title,
  description: "",
  attachments: [],
  ...fields,
});

export const topper = (name: string, fields: Partial<Topper> = {}): Topper => ({
  _id: name,
  name,
  class: "X",
  sessionYear: "",
  division: 90,
  stream: "",
  attachments: [],
  ...fields,
});

export const message = (name: string, category: string): Message => ({
  _id: name,
  category,
  name,
  message: "<p>Hello</p>",
  attachments: [],
});
