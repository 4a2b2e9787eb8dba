// What the server and the embedded database's thread say to each other (pglite-remote.ts,
// pglite-thread.ts).

export interface ThreadSettings {
  /** PGlite's folder; none: in memory. */
  dataDir?: string;
  startParams: string[];
}

export type Request =
  | {
      id: number;
      kind: "query";
      text: string;
      params: unknown[];
      rowMode: "array" | "object";
      /**
       * The types whose values stay as PostgreSQL wrote them (Drizzle's parsers, which keep
       * dates and intervals as text): a parser is a function, and no function crosses threads.
       */
      keepText: number[];
    }
  | { id: number; kind: "exec"; text: string }
  | { id: number; kind: "close" };

export type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, string | number | boolean> };
