#!/usr/bin/env bash
# A private, throwaway PostgreSQL cluster from Debian's `postgresql` binaries, for tests and benchmarks.
#
#   pg-cluster.sh check                 exit 0 when the server binaries are installed (else a message, exit 3)
#   pg-cluster.sh version               the server's version, e.g. 15.14
#   pg-cluster.sh start DIR PORT        initdb DIR/data if it is not there yet, then start it on 127.0.0.1:PORT
#                                       (socket in DIR); prints postgres://statemint@127.0.0.1:PORT/postgres
#   pg-cluster.sh stop DIR [MODE]       pg_ctl stop -m MODE (fast by default; immediate is a crash)
#   pg-cluster.sh createdb PORT NAME    a new empty database in the cluster on PORT; prints its URL
#
# DIR must exist and be empty at the first start. Trust authentication, user `statemint`, UTF8.
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL server binaries not found. Install them with: apt-get install postgresql" >&2
  exit 3
fi

as_pg=()
# initdb refuses to run as root; Debian's package creates the postgres user.
if [ "$(id -u)" = "0" ]; then as_pg=(runuser -u postgres --); fi

case "${1:-}" in
  check)
    exit 0
    ;;
  version)
    "$bindir/postgres" --version | awk '{print $3}'
    ;;
  start)
    dir=${2:?DIR}
    port=${3:?PORT}
    if [ ! -d "$dir/data" ]; then
      if [ "$(id -u)" = "0" ]; then chown postgres "$dir"; fi
      "${as_pg[@]}" "$bindir/initdb" -D "$dir/data" -U statemint --auth=trust -E UTF8 >/dev/null
    fi
    "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
    echo "postgres://statemint@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?DIR}
    "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -m "${3:-fast}" -w stop >/dev/null
    ;;
  createdb)
    port=${2:?PORT}
    name=${3:?NAME}
    "$bindir/createdb" -h 127.0.0.1 -p "$port" -U statemint "$name"
    echo "postgres://statemint@127.0.0.1:$port/$name"
    ;;
  *)
    echo "usage: pg-cluster.sh check | version | start DIR PORT | stop DIR [fast|immediate] | createdb PORT NAME" >&2
    exit 2
    ;;
esac
