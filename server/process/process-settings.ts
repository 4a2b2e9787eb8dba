/**
 * How the server's process is started, wherever it is: `npm run serve`, the Dockerfile's CMD,
 * and the tests' and bench's server (tests/support/server-process.ts); a test checks they agree.
 * V8 and glibc read these only at start, so nothing inside the process can set them. Measured in
 * docs/scaling.md ("Memory").
 *
 * - `--liftoff-only`: PGlite's PostgreSQL is WebAssembly. V8's optimizing compiler tiered it up
 *   in the background seconds after start and took the process from 480 MB to over 1 GB while
 *   it did. The baseline code is slower for work done in the database (a search), which the
 *   server's caches keep off most answers.
 * - `--max-semi-space-size`: the young generation grew to 134 MB, 6 MB of it in use, and kept
 *   it. At 2 MB the server rests 55 MB lower than at 8 MB (250 against 305 MB after the same
 *   visits) and is collected more often, at a cost the bench does not show: the same throughput
 *   side by side, and a search page, drawn afresh each time, at 9 a second either way.
 * - `--expose-gc`: for the collection that gives memory back once the server is quiet
 *   (memory-at-rest.ts says why V8 does not make it itself).
 * - `MALLOC_ARENA_MAX`: glibc gives each thread that allocates (libvips narrowing pictures,
 *   compression) an arena of its own, and keeps them.
 * - `MALLOC_MMAP_THRESHOLD_`: glibc maps a block of 128 KB or more apart and unmaps it when it is
 *   freed, but after the first such free it raises that threshold to the block's size (up to
 *   32 MB), and later buffers of that size (a long list's JSON, a compressor's window) come from
 *   its heaps, which it never hands back while anything small still lies above them. Fixed at
 *   128 KB, the ten-year school's server rested at 282 MB after a load instead of 386, and
 *   peaked at 403 MB instead of 502.
 */
export const serverNodeFlags = ["--liftoff-only", "--max-semi-space-size=2", "--expose-gc"];
export const serverEnvironment = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

/** Node's arguments to run one of the server's scripts with the server's flags. */
export function serverNodeArgs(script: string, ...args: string[]): string[] {
  return [...serverNodeFlags, "--disable-warning=ExperimentalWarning", script, ...args];
}
