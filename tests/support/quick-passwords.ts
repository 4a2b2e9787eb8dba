import { randomBytes, scrypt } from "node:crypto";
import { promisify } from "node:util";
import { verifyPassword } from "better-auth/crypto";
import type { PasswordHashing } from "#server/office/auth.ts";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

// scrypt with a sixty-fourth of better-auth's work (N 1024, r 4): a quarter of a second became a
// few milliseconds, and a test of fifty wrong passwords tests the office's limits, not scrypt.
const quick = { N: 1024, r: 4, p: 1 };
const label = "quick-scrypt";

/**
 * The in-process API tests' password hashing. Accounts the tests make are hashed quickly and
 * carry a label; the demo's accounts, seeded with better-auth's own scrypt, are checked by it.
 * The test of how long a sign-in takes keeps better-auth's own hashing (office-sign-in.test.ts).
 */
export const quickPasswords: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    const key = await scryptAsync(password.normalize("NFKC"), salt, 64, quick);
    return `${label}:${salt}:${key.toString("hex")}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(`${label}:`)) return verifyPassword({ hash, password });
    const [, salt, key] = hash.split(":");
    return (
      (await scryptAsync(password.normalize("NFKC"), salt!, 64, quick)).toString("hex") === key
    );
  },
};
