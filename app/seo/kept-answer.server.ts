import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { todayIn } from "#contracts/dates.ts";
import { inlineHashesHeader } from "#contracts/security-policy.ts";
import { websiteOf } from "../website.server.ts";
import { conditionalAnswer } from "./conditional-answer.server.ts";

// Feeds, calendars and sitemap files are asked for again and again, by readers, phones and
// crawlers, and change only when the school's data does: each is drawn once per version of what
// it is drawn from and kept by the server with the pages (server/cache/renderings.ts), its
// Brotli and gzip forms made once off the request's path, and answered from memory, with its
// ETag and Last-Modified and 304 to a copy still current, until that data changes.

/** A feed, calendar or sitemap file as drawn. */
export interface DrawnAnswer {
  body: string;
  headers: Record<string, string>;
  /** Its newest entry's change, for Last-Modified. */
  lastModified?: Date;
}

export interface KeptAnswerOptions {
  /**
   * Everything the answer is drawn from besides its address (the data it shows, the settings'
   * version): its digest, with the school's day, names the kept copy.
   */
  drawnFrom: unknown;
  /** False when a call fell back: the answer is sent to this visitor but never kept. */
  keep: boolean;
}

/**
 * The kept answer for this request when it was drawn from the same data, else `draw()`'s,
 * kept unless a call fell back. It carries no nonce (nothing in it runs), so its policy is the
 * same for every visitor and the kept bytes are what each one gets.
 */
export function keptAnswer(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { drawnFrom, keep }: KeptAnswerOptions,
  draw: () => DrawnAnswer,
): Response {
  const website = websiteOf(context);
  const renderings = keep ? website.renderings : undefined;
  const digest = createHash("sha1").update(JSON.stringify(drawnFrom)).digest("base64url");
  const key = `${todayIn(website.timeZone)}|${digest}`;
  const kept = renderings?.answer(request, key);
  if (kept) return kept;
  const { body, headers, lastModified } = draw();
  // Not kept: drawn for this visitor alone, with this request's nonce like any such answer, so
  // that nothing downstream keeps it either (server/cache/answer-memo.ts).
  if (!renderings) return conditionalAnswer(request, body, headers, lastModified);
  const answerHeaders = new Headers(headers);
  // HTTP dates have whole seconds.
  if (lastModified) answerHeaders.set("Last-Modified", new Date(lastModified).toUTCString());
  // No inline script or style to allow: the policy names none, and needs no nonce.
  answerHeaders.set(inlineHashesHeader, "script ; style");
  return renderings.keep(request, key, body, answerHeaders);
}
