import { describe, expect, it } from "vitest";
import { pages } from "../../app/pages.ts";
import { budgets, overBudget, routeWeights } from "../../scripts/size-budget.ts";

// The build's JavaScript and CSS per route against the budgets (scripts/size-budget.ts).
describe("the size budget of the build", () => {
  it("keeps every route's JavaScript and CSS within its budget", async () => {
    const weights = await routeWeights();
    const over = weights.flatMap((w) => overBudget(w).map((problem) => `${w.route}: ${problem}`));
    expect(over).toEqual([]);
  });

  it("ships content pages with the one small script and no framework", async () => {
    const weights = await routeWeights();
    const content = pages.filter((p) => p.module === "routes/content-page.tsx");
    for (const page of content) {
      const weight = weights.find((w) => w.route === page.path);
      expect(weight?.kind, page.path).toBe("html");
      expect(weight!.js, page.path).toBeLessThanOrEqual(budgets.html.js);
    }
  });
});
