import type { Context } from "hono";
import type { TrustProxy } from "#contracts/config.ts";
import { fieldMessages } from "#contracts/office-records.ts";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import type { FileStore } from "../../files/file-store.ts";
import type { RateLimitStore } from "../../services/rate-limit.ts";
import type { Auth } from "../auth.ts";
import type { OfficeEnv } from "../guard.ts";

export interface OfficeApiDeps {
  db: Db;
  auth: Auth;
  /** Where attachments are kept: the public store, served at /api/image/{path}. */
  files: FileStore;
  /** Where certificates are kept: never served at their own path. */
  privateFiles?: FileStore;
  timeZone: string;
  now?: () => Date;
  trustProxy?: TrustProxy;
  rateLimitStore?: RateLimitStore;
  /** OFFICE_SECRET: seals the school's WhatsApp and SMS accounts. */
  secret?: string;
}

/** What each resource's calls are made with: the API's own, with its clock settled. */
export type OfficeRouteDeps = OfficeApiDeps & { now: () => Date };

/** The member of staff (or API key) a guarded call is made by. */
export const staffOf = (c: Context<OfficeEnv>) => c.get("staff")!;
export const schoolOf = (c: Context<OfficeEnv>) => c.get("school").id;

/** The usual answer to a body some of whose fields are refused. */
export const someFields = (issues: readonly z.core.$ZodIssue[]) => ({
  error: "Some fields need attention.",
  fields: fieldMessages(issues),
});
