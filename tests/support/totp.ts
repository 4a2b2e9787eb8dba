import { createHmac } from "node:crypto";

// RFC 6238 written out here, apart from the library under test: a code an authenticator app
// would show for the secret the office hands out.

function base32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The six-digit code for a base32 secret at `now` (30-second steps, HMAC-SHA1). */
export function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const digest = createHmac("sha1", base32(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

// The office refuses a code that has already signed in while it is still valid; the app's
// window (one step either side) leaves three codes at any time.
const given = new Map<string, Set<string>>();
const step = 30_000;

/**
 * A code for `secret` that this process has not handed out before and the office accepts now:
 * this step's, the next one's, or early in a step the last one's; when all are spent, the
 * next step's after waiting for it.
 */
export async function unusedTotp(secret: string): Promise<string> {
  for (;;) {
    const code = unusedTotpNow(secret);
    if (code) return code;
    const now = Date.now();
    await new Promise((resolve) => setTimeout(resolve, step - (now % step) + 100));
  }
}

/** As `unusedTotp`, without waiting: undefined when this step's codes are all spent. */
export function unusedTotpNow(secret: string): string | undefined {
  const seen = given.get(secret) ?? new Set<string>();
  given.set(secret, seen);
  const now = Date.now();
  const early = now % step < step - 5_000;
  for (const at of [now, now + step, ...(early ? [now - step] : [])]) {
    const code = totp(secret, at);
    if (!seen.has(code)) {
      seen.add(code);
      return code;
    }
  }
  return undefined;
}
