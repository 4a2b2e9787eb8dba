// Twenty different searches at once, none asked before: what a school's search costs when its
// answers are not yet kept (point 4 of the decade's measures). Each burst is twenty queries
// sent together, each from its own address (the servers trust one proxy), so the per-visitor
// limit does not answer in the search's place; the first burst warms the server and is not
// counted.

/** Words parents search a school's site for; each query is one of them, or one with a second. */
const words = [
  "fees",
  "examination",
  "holiday",
  "uniform",
  "transport",
  "admission",
  "result",
  "sports",
  "library",
  "science",
  "annual",
  "winter",
  "summer",
  "music",
  "yoga",
  "trip",
  "debate",
  "art",
  "dance",
  "quiz",
  "olympiad",
  "cricket",
  "football",
  "chess",
  "painting",
  "essay",
  "prayer",
  "assembly",
  "independence",
  "republic",
  "diwali",
  "christmas",
  "picnic",
  "excursion",
  "museum",
  "garden",
  "health",
  "dental",
  "vaccination",
  "computer",
];
const seconds = ["", "school", "class", "students"];

/** The queries of `bursts` bursts of `size`, every one different, from the `offset`th on. */
export function burstQueries(bursts: number, size: number, offset = 0): string[][] {
  const all = seconds.flatMap((second) =>
    words.map((word) => (second ? `${word} ${second}` : word)),
  );
  if (offset + bursts * size > all.length) throw new Error("not enough different queries");
  return Array.from({ length: bursts }, (_, burst) =>
    all.slice(offset + burst * size, offset + (burst + 1) * size),
  );
}

export interface BurstFigures {
  /** What was asked: `/Search?q=` (the page) or the backend's `/api/search/{code}?q=`. */
  path: string;
  bursts: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** `queries`' bursts sent to `url` + `path` + the query, one burst after the other. */
export async function searchBursts(
  url: string,
  path: string,
  queries: string[][],
): Promise<BurstFigures> {
  const times: number[] = [];
  let errors = 0;
  let address = 0;
  for (const [index, burst] of queries.entries()) {
    const answered = await Promise.all(
      burst.map(async (query) => {
        address++;
        const started = performance.now();
        const response = await fetch(`${url}${path}${encodeURIComponent(query)}`, {
          headers: { "X-Forwarded-For": `198.18.${address >> 8}.${address & 255}` },
        });
        await response.arrayBuffer();
        return { ms: performance.now() - started, ok: response.status === 200 };
      }),
    );
    if (index === 0) continue;
    for (const { ms, ok } of answered) {
      times.push(ms);
      if (!ok) errors++;
    }
  }
  times.sort((x, y) => x - y);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? NaN;
  return { path, bursts: queries.length - 1, p50Ms: at(0.5), p99Ms: at(0.99), errors };
}
