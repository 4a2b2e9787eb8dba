import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "../server/db/database.ts";
import * as t from "../server/db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * One school-office account per role, so the demo can be tried at /office (README, "The demo
 * school"). They exist only where the demo is seeded; a real school's first administrator comes
 * from `npm run office -- create-admin`. The administrator sets up the second sign-in step on
 * first sign-in, as every administrator must.
 */
export function demoAccounts(schoolCode: string) {
  const domain = `${schoolCode.toLowerCase()}.demo.example`;
  return [
    {
      role: "administrator",
      name: "Demo Administrator",
      email: `administrator@${domain}`,
      password: "lantern-orchard-compass",
    },
    {
      role: "editor",
      name: "Demo Editor",
      email: `editor@${domain}`,
      password: "saffron-pebble-harmonium",
    },
    {
      role: "office",
      name: "Demo Office",
      email: `office@${domain}`,
      password: "marigold-ledger-tambourine",
    },
  ] as const;
}

export async function seedDemoAccounts(tx: Tx, schoolId: string, schoolCode: string) {
  for (const account of demoAccounts(schoolCode)) {
    const id = randomUUID();
    await tx.insert(t.officeUsers).values({
      id,
      name: account.name,
      email: account.email,
      emailVerified: true,
      role: account.role,
      schoolId,
    });
    await tx.insert(t.officeAccounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(account.password),
    });
  }
}
