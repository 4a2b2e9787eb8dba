#!/usr/bin/env bash
# One lane of `npm test` (scripts/test.sh): its steps one after another, each run whatever the one
# before gave, so that all failures are seen in one run. Each step's test files are recorded in
# $TEST_RECORDS/<lane>.jsonl by the reporter (tests/support/slowest-files.ts) and its time and
# exit status in $TEST_RECORDS/steps.tsv, for the run's summary (scripts/test-summary.ts). The
# lane ends by printing its ten slowest test files and its counts.
#
#   bash scripts/test-lane.sh <lane> <command> [<command> …]
set -uo pipefail
lane=$1
shift
: "${TEST_RECORDS:?names the folder of the records of the run}"
export TEST_DURATIONS="$TEST_RECORDS/$lane.jsonl"

status=0
for step in "$@"; do
  started=$SECONDS
  bash -c "$step"
  result=$?
  printf '%s\t%s\t%s\t%s\n' "$lane" "$result" "$((SECONDS - started))" "$step" >>"$TEST_RECORDS/steps.tsv"
  [ "$result" -eq 0 ] || status=1
done
node_modules/.bin/node --disable-warning=ExperimentalWarning scripts/test-summary.ts "$TEST_RECORDS" "$lane"
exit $status
