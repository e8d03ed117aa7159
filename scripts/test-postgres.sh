#!/usr/bin/env bash
# Runs the server test suite against a throwaway PostgreSQL cluster (Debian's `postgresql` package).
# Uses TEST_DATABASE_URL as it is when set; otherwise starts a private cluster on a free port.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run --project server "$@"
fi

if ! bash scripts/pg-cluster.sh check; then
  echo "The PostgreSQL pass cannot run." >&2
  if [ "${CI:-}" = "true" ]; then exit 1; fi
  echo "SKIPPED: server tests on PostgreSQL (not installed on this machine)" >&2
  exit 0
fi

workdir=$(mktemp -d /tmp/statemint-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
cleanup() { bash scripts/pg-cluster.sh stop "$workdir" immediate >/dev/null 2>&1 || true; rm -rf "$workdir"; }
trap cleanup EXIT

TEST_DATABASE_URL=$(bash scripts/pg-cluster.sh start "$workdir" "$port")
export TEST_DATABASE_URL
echo "PostgreSQL $(bash scripts/pg-cluster.sh version) on port $port"
npx vitest run --project server "$@"
