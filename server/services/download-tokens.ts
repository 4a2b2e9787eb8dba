import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// The Transfer Certificate's download token (spec 2.14; DECISIONS "Safety and privacy"): it names
// one certificate for ten minutes and cannot be guessed or forged. It is signed rather than
// stored, so any instance that shares the secret (OFFICE_SECRET) redeems what another issued,
// with nothing kept anywhere.

export const tokenLifetimeMs = 10 * 60 * 1000;

export interface DownloadTokens {
  /** A token for this certificate (its id, a UUID), good for ten minutes. */
  issue(certificateId: string): string;
  /** The certificate id of a live, untampered token; anything else is undefined. */
  redeem(token: string): string | undefined;
}

// id (16 bytes) · expiry in seconds (4) · random (8) · HMAC-SHA256 of those (32), in hex.
const idBytes = 16;
const expiryBytes = 4;
const nonceBytes = 8;
const macBytes = 32;
const signedBytes = idBytes + expiryBytes + nonceBytes;
const tokenPattern = new RegExp(`^[0-9a-f]{${(signedBytes + macBytes) * 2}}$`);

export function downloadTokens(
  options: {
    /** Shared by every instance; without it a random one, so only this process redeems. */
    secret?: string;
    now?: () => number;
    lifetimeMs?: number;
  } = {},
): DownloadTokens {
  // Its own key, so a token is never a valid signature of anything else made with the secret.
  const key = createHmac("sha256", options.secret ?? randomBytes(32))
    .update("transfer-certificate download token")
    .digest();
  const now = options.now ?? Date.now;
  const lifetimeMs = options.lifetimeMs ?? tokenLifetimeMs;
  const sign = (signed: Buffer) => createHmac("sha256", key).update(signed).digest();
  return {
    issue(certificateId) {
      const signed = Buffer.alloc(signedBytes);
      Buffer.from(certificateId.replaceAll("-", ""), "hex").copy(signed, 0, 0, idBytes);
      signed.writeUInt32BE(Math.ceil((now() + lifetimeMs) / 1000), idBytes);
      randomBytes(nonceBytes).copy(signed, idBytes + expiryBytes);
      return Buffer.concat([signed, sign(signed)]).toString("hex");
    },
    redeem(token) {
      if (!tokenPattern.test(token)) return undefined;
      const bytes = Buffer.from(token, "hex");
      const signed = bytes.subarray(0, signedBytes);
      if (!timingSafeEqual(bytes.subarray(signedBytes), sign(signed))) return undefined;
      if (now() >= signed.readUInt32BE(idBytes) * 1000) return undefined;
      const id = signed.subarray(0, idBytes).toString("hex");
      return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
    },
  };
}
