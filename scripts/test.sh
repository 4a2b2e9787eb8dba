#!/usr/bin/env bash
# npm test: every suite, in two lanes at once, one per core (docs/testing.md says which suite a
# check belongs in). The browser lane is Chromium's alone; the other runs, one after another,
# what needs no browser: unit, slow, API (on PGlite, then on a throw-away PostgreSQL), the pages
# in process and the server as a process. With --check (CI) the second lane also runs
# `npm run check`. The tests of timing under load run last, alone. Each lane ends by printing its
# ten slowest test files and its counts; a lane runs every step whatever the one before gave, so
# that all failures are seen in one run (scripts/test-lane.sh). The run ends on a summary: each
# step's time and outcome, every project's counts and each failed test by name.
#
#   bash scripts/test.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
[ "${1:-}" = "--check" ] && check=true

bash scripts/install-test-deps.sh
# Both lanes read the one build: the browser suite and the processes serve it, the pages project
# mounts it in process.
npm run build

# Each step's time, exit status and test files are recorded here for the summary the run ends on.
TEST_RECORDS=$(mktemp -d)
export TEST_RECORDS
SCHOOL_TEST_SEEDED_DATA_DIR=""
trap 'rm -rf "$TEST_RECORDS" ${SCHOOL_TEST_SEEDED_DATA_DIR:+"$SCHOOL_TEST_SEEDED_DATA_DIR"}' EXIT
# The demo seeded once, by the built server's first start, for the whole run: every server a
# test starts, in either lane and in the last step, starts on a copy (tests/support/global-setup.ts).
seeding=$SECONDS
SCHOOL_TEST_SEEDED_DATA_DIR=$(node_modules/.bin/node --disable-warning=ExperimentalWarning \
  tests/support/make-seeded-data-dir.ts | tail -n 1)
export SCHOOL_TEST_SEEDED_DATA_DIR
echo "Seeded the demo for the run's servers in $((SECONDS - seeding)) s ($SCHOOL_TEST_SEEDED_DATA_DIR)"
vitest="node_modules/.bin/vitest run"

server_steps=(
  "$vitest --project unit"
  "$vitest --project slow"
  "$vitest --project api"
  "bash scripts/with-postgres.sh $vitest --project api"
  "$vitest --project pages"
  "$vitest --project process"
)
$check && server_steps+=("npm run check")

quoted() { printf ' %q' "$@"; }
status=0
bash scripts/side-by-side.sh \
  "browser: bash scripts/test-lane.sh browser$(quoted "$vitest --project e2e")" \
  "server: bash scripts/test-lane.sh server$(quoted "${server_steps[@]}")" || status=1
# Last, on a machine with nothing else running: the timing that load beside it would upset.
bash scripts/test-lane.sh alone "$vitest --project alone" || status=1
echo "The whole run took $SECONDS s."
node_modules/.bin/node --disable-warning=ExperimentalWarning scripts/test-summary.ts "$TEST_RECORDS"
exit $status
