import type { UIMatch } from "react-router";

/**
 * Pages that only show content (static pages, messages, circulars, an album, search results)
 * export `handle = withoutReact`: they are sent without React Router's scripts, and the small
 * enhancement script gives their menu, search, ticker, tabs and pictures what they need.
 */
export const withoutReact = { react: false } as const;

export function wantsReact(matches: UIMatch[]): boolean {
  return !matches.some(
    (match) => (match.handle as { react?: boolean } | undefined)?.react === false,
  );
}
