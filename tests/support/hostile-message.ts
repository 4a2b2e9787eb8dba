import { expect } from "vitest";
import { text } from "./site.ts";

// A leadership message whose HTML, from the backend, tries to run script in a visitor's browser,
// and what a page must make of it: its words, and nothing that could run. Read from the parsed
// document; that nothing runs in Chromium either is tests/e2e's.

/** The message's HTML: a script, event handlers, a broken picture and a javascript: address. */
export const hostileMessage =
  '<p onmouseover="window.__pwned=1">Welcome<script>window.__pwned=2</script>' +
  '<img src=x onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">Click</a></p>';

/** A message record of this category, as the backend lists it, whose words are hostile. */
export const hostileRecord = (category: string) => ({
  _id: "evil",
  category,
  name: "Sr. Test",
  message: hostileMessage,
  attachments: [],
});

/**
 * `shown`, where a page draws the message, has its words and nothing that runs: no script, no
 * event handler, no javascript: address, no broken picture; nor any of them escaped into words,
 * which the reader would see.
 */
export function expectInert(shown: Element) {
  expect(text(shown)).toContain("Welcome");
  expect(shown.querySelectorAll("script").length).toBe(0);
  expect(shown.querySelectorAll('img[src="x"]').length).toBe(0);
  const attributes = [...shown.querySelectorAll("*")].flatMap((element) =>
    [...element.attributes].map(({ name, value }) => ({ name, value })),
  );
  expect(attributes.filter(({ name }) => /^on/i.test(name))).toEqual([]);
  expect(attributes.filter(({ value }) => /javascript:/i.test(value))).toEqual([]);
  expect(text(shown)).not.toMatch(/<script|onmouseover|onerror|javascript:|<img src="x"/i);
}
