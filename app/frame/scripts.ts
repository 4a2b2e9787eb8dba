import type { UIMatch } from "react-router";

interface ScriptHandle {
  react?: boolean;
  /** Further classic scripts this page needs besides the enhancement script. */
  scripts?: string[];
}

/**
 * Pages that only show content (static pages, messages, circulars, lists, an album, search
 * results) export `handle = withoutReact`: they are sent without React Router's scripts, and
 * the small enhancement script gives their menu, search, ticker, tabs and pictures what they
 * need. A page with behaviours of its own names their script: `withoutReactBut(url)`.
 */
export const withoutReact: ScriptHandle = { react: false };

export function withoutReactBut(...scripts: string[]): ScriptHandle {
  return { react: false, scripts };
}

export function wantsReact(matches: UIMatch[]): boolean {
  return !matches.some((match) => (match.handle as ScriptHandle | undefined)?.react === false);
}

/** The extra scripts the matched pages name, in order. */
export function pageScripts(matches: UIMatch[]): string[] {
  return matches.flatMap((match) => (match.handle as ScriptHandle | undefined)?.scripts ?? []);
}
