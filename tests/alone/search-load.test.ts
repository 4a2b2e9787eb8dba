import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";
import { schoolCode } from "../support/test-backend.ts";

// Searchers keep the database busy; the visitors reading pages must not notice. A server of
// its own: the searchers come from many addresses (believed from the balancer on loopback),
// and their counts must not spend the shared server's budget of the other tests.

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "loopback" } });
}, 120_000);
afterAll(() => stopServer(server));

const visits = ["/", "/AboutUs", "/News", `/api/news/all/${schoolCode}`];
const words = ["annual", "sports", "examination", "fee", "holiday", "class", "uniform", "library"];

/** How long each visit takes, `rounds` times over, a visit every 50 ms or so. */
async function visitTimes(rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of visits) {
      const started = performance.now();
      const response = await fetch(server.url + path);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      expect(response.status, path).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * share)]!;

describe("the site search under load", () => {
  it("keeps other visitors' pages within 50 ms of their usual time while 8 people search", async () => {
    // Each page drawn once and the demo's PDFs read, as on a server that has been up a while.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}/api/search/${schoolCode}?q=tracksuit`);
          return ((await response.json()) as { groups: unknown[] }).groups.length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await visitTimes(3);
    const usual = await visitTimes(15);

    let searching = true;
    let searches = 0;
    const refused: number[] = [];
    const searcher = async (n: number) => {
      // A query no one asked before, so every one is the database's work, not a kept answer;
      // from an address of its own, as many people search, so no one's allowance runs out.
      for (let i = 0; searching; i++) {
        const q = `${words[(n + i) % words.length]} ${words[(n * 3 + i) % words.length]} ${n}x${i}`;
        const response = await fetch(
          `${server.url}/api/search/${schoolCode}?q=${encodeURIComponent(q)}`,
          { headers: { "X-Forwarded-For": `10.${n + 1}.${(i >> 8) & 255}.${i & 255}` } },
        );
        await response.arrayBuffer();
        if (response.status === 200) searches++;
        else refused.push(response.status);
      }
    };
    const searchers = Array.from({ length: 8 }, (_, n) => searcher(n));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busy = await visitTimes(15);
    searching = false;
    await Promise.all(searchers);

    console.log(
      `searches: ${searches}; visits usual median ${median(usual).toFixed(1)} ms, ` +
        `p90 ${percentile(usual, 0.9).toFixed(1)} ms; while searching median ` +
        `${median(busy).toFixed(1)} ms, p90 ${percentile(busy, 0.9).toFixed(1)} ms`,
    );
    expect(refused).toEqual([]);
    expect(searches).toBeGreaterThan(8);
    expect(median(busy)).toBeLessThan(median(usual) + 50);
    expect(percentile(busy, 0.9)).toBeLessThan(percentile(usual, 0.9) + 50);
  });
});
