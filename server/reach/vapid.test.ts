import { createPublicKey, createSign, createVerify, createPrivateKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import { vapidKeys } from "./vapid.ts";

const jwkOf = (keys: ReturnType<typeof vapidKeys>) => {
  const point = Buffer.from(keys.publicKey, "base64url");
  return {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33, 65).toString("base64url"),
  };
};

describe("VAPID keys", () => {
  it("are the same for one office secret and differ for another", () => {
    const secret = "a-long-office-secret-of-at-least-32-characters";
    expect(vapidKeys(secret)).toEqual(vapidKeys(secret));
    expect(vapidKeys(`${secret}!`).publicKey).not.toBe(vapidKeys(secret).publicKey);
  });

  it("are a P-256 pair: what the private key signs, the public key verifies", () => {
    const keys = vapidKeys("another-long-office-secret-of-32-characters");
    const point = Buffer.from(keys.publicKey, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const jwk = jwkOf(keys);
    const privateKey = createPrivateKey({
      key: { ...jwk, d: keys.privateKey },
      format: "jwk",
    });
    const signature = createSign("sha256").update("claims").sign(privateKey);
    const publicKey = createPublicKey({ key: jwk, format: "jwk" });
    expect(createVerify("sha256").update("claims").verify(publicKey, signature)).toBe(true);
  });
});
