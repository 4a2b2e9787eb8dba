import { describe, expect, it } from "vitest";
import { normaliseName, TokenStore, tokenLifetimeMs } from "./transfer-certificates.ts";

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

describe("TokenStore", () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it("issues 32-byte hex tokens that are all different", () => {
    const store = new TokenStore();
    const a = store.issue("HLCA/tc/a.pdf");
    const b = store.issue("HLCA/tc/a.pdf");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  it("redeems a live token and forgets it after ten minutes", () => {
    const time = clock();
    const store = new TokenStore({ now: time.now });
    const token = store.issue("HLCA/tc/a.pdf");
    expect(store.redeem(token)).toBe("HLCA/tc/a.pdf");
    time.advance(tokenLifetimeMs - 1);
    expect(store.redeem(token)).toBe("HLCA/tc/a.pdf");
    time.advance(1);
    expect(store.redeem(token)).toBeUndefined();
  });

  it("answers nothing for unknown or malformed tokens", () => {
    const store = new TokenStore();
    store.issue("HLCA/tc/a.pdf");
    expect(store.redeem("0".repeat(64))).toBeUndefined();
    expect(store.redeem("../../etc/passwd")).toBeUndefined();
    expect(store.redeem("")).toBeUndefined();
  });

  it("drops expired tokens when new ones are issued", () => {
    const time = clock();
    const store = new TokenStore({ now: time.now });
    store.issue("a");
    store.issue("b");
    time.advance(tokenLifetimeMs);
    store.issue("c");
    expect(store.size).toBe(1);
  });
});
