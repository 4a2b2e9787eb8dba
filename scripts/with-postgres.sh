#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server from Debian's packages on a free loopback
# port, exporting TEST_DATABASE_URL for it; the server and its folder are removed afterwards.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d)
port=${PGPORT_TEST:-54329}
chown postgres "$dir" 2>/dev/null || true
as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

as_postgres "$bin/initdb -D '$dir/data' -A trust -U postgres >/dev/null"
as_postgres "$bin/pg_ctl -D '$dir/data' -l '$dir/log' -w -o \"-k '$dir' -p $port -c listen_addresses=127.0.0.1 -c fsync=off\" start >/dev/null"
trap 'as_postgres "$bin/pg_ctl -D \"$dir/data\" -m fast -w stop" >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
