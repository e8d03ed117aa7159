#!/usr/bin/env bash
# Runs the server test suite against a throwaway PostgreSQL cluster (Debian's `postgresql` package).
# Uses TEST_DATABASE_URL as it is when set; otherwise starts a private cluster on a free port.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run --project server "$@"
fi

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL server binaries not found: the PostgreSQL pass cannot run." >&2
  echo "Install them with: apt-get install postgresql" >&2
  if [ "${CI:-}" = "true" ]; then exit 1; fi
  echo "SKIPPED: server tests on PostgreSQL (not installed on this machine)" >&2
  exit 0
fi

workdir=$(mktemp -d /tmp/statemint-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
as_pg=()
if [ "$(id -u)" = "0" ]; then
  # initdb refuses to run as root; Debian's package creates the postgres user.
  chown postgres "$workdir"
  as_pg=(runuser -u postgres --)
fi
cleanup() { "${as_pg[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$workdir"; }
trap cleanup EXIT

"${as_pg[@]}" "$bindir/initdb" -D "$workdir/data" -U statemint --auth=trust -E UTF8 >/dev/null
"${as_pg[@]}" "$bindir/pg_ctl" -D "$workdir/data" -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c max_connections=200" -l "$workdir/log" -w start >/dev/null
export TEST_DATABASE_URL="postgres://statemint@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on port $port"
npx vitest run --project server "$@"
