import { marked } from "marked";
import { sanitizeProse } from "#contracts/message-html.ts";

// Runs on the server, before a page is drawn. The Markdown is typed by the school's editors:
// HTML in it is cut down to simple formatting, so a slip (or a pasted script) can never run on
// a visitor's page.

/** A line of words as HTML. */
export type Inline = { html: string };

/** Paragraphs of Markdown as HTML. */
export const proseHtml = (markdown: string) =>
  sanitizeProse(marked.parse(markdown, { async: false }));

/**
 * A description typed in the office's box, as HTML: Markdown, and a new line stays a new line
 * (a clerk types an address or a timetable a line at a time).
 */
export const typedProseHtml = (markdown: string) =>
  sanitizeProse(marked.parse(markdown, { async: false, breaks: true }));

/** List items and rules may carry **bold**, *italic* and links. */
export function inline(text: string): Inline {
  return { html: sanitizeProse(marked.parseInline(text, { async: false })) };
}
