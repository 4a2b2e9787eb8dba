#!/usr/bin/env bash
# Runs commands at the same time, each given as "name: command", each with its output kept in a
# log of its own. As each ends, its whole log is printed with how it ended and how long it took,
# so one suite's lines are never mixed with another's. Every command runs to its end whatever the
# others do; the exit status is 1 when any of them failed, and the failed ones are named last.
#
#   bash scripts/side-by-side.sh "unit: npm run test:unit" "check: npm run check"
set -uo pipefail

logs=$(mktemp -d)
declare -A names=() started=()

stop() {
  # Each command is the leader of a process group of its own: end it with all it started.
  for pid in "${!names[@]}"; do kill -TERM -- "-$pid" 2>/dev/null; done
  rm -rf "$logs"
  exit 130
}
trap stop INT TERM

for given in "$@"; do
  name=${given%%:*}
  command=${given#*:}
  if [ "$name" = "$given" ] || [ -z "$name" ]; then
    echo "side-by-side: give each command as \"name: command\", not \"$given\"" >&2
    exit 2
  fi
  setsid bash -c "$command" >"$logs/$name.log" 2>&1 </dev/null &
  names[$!]=$name
  started[$!]=$SECONDS
  echo "side-by-side: started $name:$command"
done

failed=()
while [ ${#names[@]} -gt 0 ]; do
  wait -n -p pid
  status=$?
  name=${names[$pid]}
  unset "names[$pid]"
  echo "===== $name: exit status $status after $((SECONDS - started[$pid])) s ====="
  cat "$logs/$name.log"
  echo "===== end of $name ====="
  [ "$status" -eq 0 ] || failed+=("$name")
done
rm -rf "$logs"

if [ ${#failed[@]} -gt 0 ]; then
  echo "side-by-side: failed: ${failed[*]}" >&2
  exit 1
fi
echo "side-by-side: all passed"
