import type { drizzle } from "drizzle-orm/pglite";
import type * as schema from "./schema.ts";

/**
 * The database the services read and write through, typed by the schema: the same on PGlite
 * and PostgreSQL. Kept apart from `database.ts`, which opens it, so that what `database.ts`
 * starts (the change notices) can name it without importing its own importer.
 */
export type Db = ReturnType<typeof drizzle<typeof schema>>;

/** A transaction on the database, which takes what `Db` takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
