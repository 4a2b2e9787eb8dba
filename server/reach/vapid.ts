import { createECDH, hkdfSync } from "node:crypto";

// The keys this school's notifications are signed with (VAPID, RFC 8292): a browser that allowed
// notifications accepts only messages signed by the key it was given. They are derived from the
// office's secret, so every instance that shares the secret (required with DATABASE_URL) signs
// alike with nothing more to configure or keep; a new secret means parents allow notifications
// again (decision 235).

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url: the page gives it to `pushManager.subscribe`. */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
}

// The order of P-256: a private key is a number from 1 to n - 1.
const order = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

export function vapidKeys(officeSecret: string): VapidKeys {
  for (let round = 0; ; round++) {
    const scalar = Buffer.from(
      hkdfSync("sha256", officeSecret, "school-website", `vapid ${round}`, 32),
    );
    const value = BigInt(`0x${scalar.toString("hex")}`);
    // Out of range about once in 2^32 derivations: the next round is taken.
    if (value === 0n || value >= order) continue;
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(scalar);
    return {
      publicKey: ecdh.getPublicKey().toString("base64url"),
      privateKey: scalar.toString("base64url"),
    };
  }
}
