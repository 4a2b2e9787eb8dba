import { describe, expect, it } from "vitest";
import { downloadTokens, tokenLifetimeMs } from "./download-tokens.ts";

const certificate = "3f2b8c1e-9a4d-4e7f-8b21-5c6d7e8f9a0b";
const secret = "a-secret-shared-by-every-instance-of-the-school";

function clock() {
  let now = 1_800_000_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("download tokens", () => {
  it("are hex, all different, and name the certificate they were issued for", () => {
    const tokens = downloadTokens({ secret });
    const a = tokens.issue(certificate);
    const b = tokens.issue(certificate);
    expect(a).toMatch(/^[0-9a-f]+$/);
    expect(a).not.toBe(b);
    expect(tokens.redeem(a)).toBe(certificate);
    expect(tokens.redeem(b)).toBe(certificate);
  });

  it("are redeemed by another instance with the same secret, and by none without it", () => {
    const token = downloadTokens({ secret }).issue(certificate);
    expect(downloadTokens({ secret }).redeem(token)).toBe(certificate);
    expect(downloadTokens({ secret: `${secret}!` }).redeem(token)).toBeUndefined();
    expect(downloadTokens().redeem(token)).toBeUndefined();
  });

  it("last ten minutes", () => {
    const time = clock();
    const tokens = downloadTokens({ secret, now: time.now });
    const token = tokens.issue(certificate);
    time.advance(tokenLifetimeMs - 1);
    expect(tokens.redeem(token)).toBe(certificate);
    time.advance(1);
    expect(tokens.redeem(token)).toBeUndefined();
  });

  it("cannot be altered: a changed certificate, expiry or signature is refused", () => {
    const tokens = downloadTokens({ secret });
    const token = tokens.issue(certificate);
    for (let at = 0; at < token.length; at += 7) {
      const flipped = token.slice(0, at) + (token[at] === "0" ? "1" : "0") + token.slice(at + 1);
      expect(tokens.redeem(flipped), `digit ${at} changed`).toBeUndefined();
    }
  });

  it("answers nothing for malformed tokens", () => {
    const tokens = downloadTokens({ secret });
    for (const token of ["", "0".repeat(64), "../../etc/passwd", tokens.issue(certificate) + "0"]) {
      expect(tokens.redeem(token)).toBeUndefined();
    }
  });
});
