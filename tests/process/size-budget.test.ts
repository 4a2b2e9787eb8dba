import http from "node:http";
import { describe, expect, inject, it } from "vitest";
import { pages } from "../../app/pages.ts";
import { budgets, overBudget, routeWeights } from "../../scripts/size-budget.ts";
import { whenKept } from "../support/kept.ts";

// The build's JavaScript and CSS per route against the budgets (scripts/size-budget.ts).
describe("the size budget of the build", () => {
  it("keeps every route's JavaScript and CSS within its budget and six stylesheets", async () => {
    const weights = await routeWeights(inject("buildDir"));
    const over = weights.flatMap((w) => overBudget(w).map((problem) => `${w.route}: ${problem}`));
    expect(over).toEqual([]);
  });

  it("ships content pages with the one small script and no framework", async () => {
    const weights = await routeWeights(inject("buildDir"));
    const content = pages.filter((p) => p.module === "routes/content-page.tsx");
    for (const page of content) {
      const weight = weights.find((w) => w.route === page.path);
      expect(weight?.kind, page.path).toBe("html");
      expect(weight!.js, page.path).toBeLessThanOrEqual(budgets.html.js);
    }
  });
});

/** Every byte a browser receives for `url` (status line, headers, body as encoded), and how. */
function onTheWire(url: string): Promise<{ bytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const request = http.get(url, { agent: false, headers: { "Accept-Encoding": "gzip, br" } });
    request.on("socket", (socket) => socket.on("data", (chunk: Buffer) => (bytes += chunk.length)));
    request.on("response", (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ bytes, encoding: response.headers["content-encoding"] as string | undefined }),
      );
    });
    request.on("error", reject);
  });
}

describe("the home page's HTML", () => {
  it("arrives in the first round trip of a new connection, headers included", async () => {
    // A new TCP connection first sends 10 segments of 1460 bytes (RFC 6928), and Lighthouse's
    // simulation does the same: HTML that fits asks for its styles a round trip sooner.
    await whenKept(inject("baseUrl") + "/");
    const { bytes, encoding } = await onTheWire(inject("baseUrl") + "/");
    expect(encoding).toBe("br");
    expect(bytes).toBeLessThanOrEqual(14_600);
  });
});
