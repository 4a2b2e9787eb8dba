import { randomInt } from "node:crypto";

// Recovery codes are read off paper and typed on a phone: lower-case letters and figures with
// none that another can be taken for (no 0 and o, 1, i and l), five and five, "k7mq2-xd9ht".
// 31 signs, ten places: about 2^49 codes, each used once, behind the sign-in limits.

export const recoveryAlphabet = "23456789abcdefghjkmnpqrstuvwxyz";

/** Ten new recovery codes. */
export function newRecoveryCodes(amount = 10, length = 10): string[] {
  return Array.from({ length: amount }, () => {
    const signs = Array.from(
      { length },
      () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
    );
    const half = Math.ceil(length / 2);
    return `${signs.slice(0, half).join("")}-${signs.slice(half).join("")}`;
  });
}

/**
 * A recovery code as typed, in the form it was given: spaces and dashes anywhere, and capitals
 * from a phone's keyboard. A code of mixed case was given before these codes (any letter, either
 * case) and is left as typed.
 */
export function typedRecoveryCode(typed: string): string {
  const bare = typed.replace(/[\s-]+/g, "");
  const mixed = /[a-z]/.test(bare) && /[A-Z]/.test(bare);
  if (mixed) return typed.trim();
  const lower = bare.toLowerCase();
  if (lower.length !== 10 || ![...lower].every((sign) => recoveryAlphabet.includes(sign))) {
    return typed.trim();
  }
  return `${lower.slice(0, 5)}-${lower.slice(5)}`;
}
