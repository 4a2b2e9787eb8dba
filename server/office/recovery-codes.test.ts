import { describe, expect, it } from "vitest";
import { newRecoveryCodes, recoveryAlphabet, typedRecoveryCode } from "./recovery-codes.ts";

describe("recovery codes", () => {
  it("are ten different codes of five and five signs none can be misread", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    for (const sign of "01ilo") expect(recoveryAlphabet).not.toContain(sign);
  });

  it("are read as given, however they were typed", () => {
    for (const typed of [
      "k7mq2-xd9ht",
      "K7MQ2-XD9HT",
      " k7mq2 xd9ht ",
      "k7mq2xd9ht",
      "k7-mq2-xd9-ht",
    ]) {
      expect(typedRecoveryCode(typed), typed).toBe("k7mq2-xd9ht");
    }
  });

  it("leave a code given before them, of either case, as it was typed", () => {
    expect(typedRecoveryCode("aB3dE-f9Gh2")).toBe("aB3dE-f9Gh2");
    // Signs these codes never use: not turned into a code of theirs.
    expect(typedRecoveryCode("O0l1I-abcde")).toBe("O0l1I-abcde");
  });
});
