import { describe, expect, it } from "vitest";
import { normaliseName } from "./transfer-certificates.ts";

describe("normaliseName", () => {
  it("trims, collapses runs of white space and ignores case", () => {
    expect(normaliseName("  Simran   Kaur\tBHULLAR ")).toBe("simran kaur bhullar");
    expect(normaliseName("Ishita Mehra")).toBe(normaliseName("ishita  mehra"));
  });

  it("keeps the letters themselves: a different name stays different", () => {
    expect(normaliseName("Ishita Mehra")).not.toBe(normaliseName("Ishita Mehta"));
    expect(normaliseName("IshitaMehra")).not.toBe(normaliseName("Ishita Mehra"));
  });
});
