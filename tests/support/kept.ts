import { expect } from "vitest";

/**
 * Waits until the page at `url` is answered from its kept compressed forms (a strong ETag):
 * the server makes them off the event loop a moment after it first draws the page, and answers
 * it compressed on its way out meanwhile.
 */
export async function whenKept(url: string): Promise<void> {
  const tag = async () =>
    (await fetch(url, { headers: { "Accept-Encoding": "br" } })).headers.get("ETag");
  // Brotli at its best takes a while on a busy machine.
  await expect.poll(tag, { timeout: 10_000 }).toMatch(/^"[\w-]+"$/);
}
