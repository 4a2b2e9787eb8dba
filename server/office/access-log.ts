import type { MiddlewareHandler } from "hono";
import type { TrustProxy } from "#contracts/config.ts";
import { clientAddress } from "../api/client-address.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { OfficeEnv } from "./guard.ts";

// Every office read of personal data is a line of the access log (server/db/schema.ts
// accessLog): who, what, which record, when and from where. Written once the answer is ready,
// for answers given only: a refused or missing record was not read.

export interface AccessLogDeps {
  db: Db;
  trustProxy?: TrustProxy;
}

/** Logs a successful read of `what` (the record's id from the path, where it has one). */
export function readsPersonalData(deps: AccessLogDeps, what: string): MiddlewareHandler<OfficeEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    const staff = c.get("staff")!;
    await deps.db.insert(t.accessLog).values({
      schoolId: c.get("school").id,
      actorId: staff.id,
      actorName: staff.name,
      what,
      recordId: c.req.param("id") ?? null,
      address: clientAddress(c, deps.trustProxy),
    });
  };
}
