import { PGlite } from "@electric-sql/pglite";

/**
 * How PGlite's PostgreSQL is started, by the server and by make-pglite.ts alike.
 * `shared_buffers` is PostgreSQL's page cache inside PGlite's memory. Its default, 128 MB, is
 * touched whole at start and was a quarter of the server's resident memory; one school's data is
 * a few megabytes, and the lists are kept by the server above it anyway (docs/scaling.md).
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
