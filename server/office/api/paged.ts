import type { Context } from "hono";
import { largestPage, pageSize, type Page } from "../list-query.ts";
import { answer, queryParameter } from "./openapi.ts";

// How an office list is asked for a page and answers one: the rows as a JSON array (as before
// lists were paged, so a caller that reads the array still reads it), how many there are in
// all in `X-Total-Count`, and the neighbouring pages in `Link` (RFC 8288), filters kept.

type Schema = Record<string, unknown>;

export const pagingParameters = [
  queryParameter("page", { type: "integer", minimum: 1, default: 1 }),
  queryParameter("limit", { type: "integer", minimum: 1, maximum: largestPage, default: pageSize }),
];

export const periodParameters = [
  queryParameter("year", { type: "integer", minimum: 1900, maximum: 2200 }),
  {
    ...queryParameter("month", { type: "integer", minimum: 1, maximum: 12 }),
    description: "With `year`, that month of it; alone, that month of every year.",
  },
];

/** A paged list's answer in the document: the array, and the headers that say the rest. */
export const pagedAnswer = (description: string, items: Schema): Schema => ({
  ...answer(description, { type: "array", items }),
  headers: {
    "X-Total-Count": {
      description: "How many rows the filters find in all, on every page.",
      schema: { type: "integer" },
    },
    Link: {
      description: 'The first, previous, next and last pages, as `<...>; rel="next"`.',
      schema: { type: "string" },
    },
  },
});

/** Answers `rows`, the page `page` of `total`, with the headers that say where the others are. */
export function pagedJson(c: Context, rows: unknown[], total: number, page: Page) {
  const url = new URL(c.req.url);
  const last = Math.max(1, Math.ceil(total / page.limit));
  const at = (number: number) => {
    url.searchParams.set("page", String(number));
    return `<${url.pathname}${url.search}>`;
  };
  const links = [`${at(1)}; rel="first"`];
  if (page.page > 1) links.push(`${at(Math.min(page.page - 1, last))}; rel="prev"`);
  if (page.page < last) links.push(`${at(page.page + 1)}; rel="next"`);
  links.push(`${at(last)}; rel="last"`);
  c.header("X-Total-Count", String(total));
  c.header("Link", links.join(", "));
  return c.json(rows);
}
