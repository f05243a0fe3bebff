#!/usr/bin/env bash
# Start a throwaway PostgreSQL cluster for the API tests and print its URL on the last line:
#   DATABASE_URL=postgres://postgres@127.0.0.1:55432/qifu_test
#
# - installs Debian's `postgresql` (15 on Debian 12) when no server binaries exist;
# - runs the server as the `postgres` user when started as root (PostgreSQL refuses root);
# - trust auth on 127.0.0.1 only, data in $PG_TEST_DIR (default /tmp/qifu-pg-test), no systemd;
# - idempotent: a cluster already running from $PG_TEST_DIR is reused.
# Settings: PG_TEST_DIR, PG_TEST_PORT (default 55432, the next free port is used when taken),
# PG_TEST_DB (default qifu_test). Stop it with tools/scripts/stop-postgres.sh.
# Everything but the URL goes to stderr, so `url=$(ensure-postgres.sh | tail -1)` works.
set -euo pipefail

PGDIR="${PG_TEST_DIR:-${TMPDIR:-/tmp}/qifu-pg-test}"
PGDATA="$PGDIR/data"
PORT="${PG_TEST_PORT:-55432}"
DB="${PG_TEST_DB:-qifu_test}"

log() { echo "ensure-postgres: $*" >&2; }
die() { echo "ensure-postgres: ERROR: $*" >&2; exit 1; }

as_root() {
  if [[ "$(id -u)" == "0" ]]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    die "need root to run: $*"
  fi
}

# ---- server binaries --------------------------------------------------------------------------
find_bindir() {
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
  if [[ -n "$d" && -x "$d/postgres" && -x "$d/initdb" && -x "$d/pg_ctl" ]]; then echo "$d"; fi
}
BINDIR="$(find_bindir)"
if [[ -z "$BINDIR" ]]; then
  log "no PostgreSQL server binaries under /usr/lib/postgresql/*/bin, installing Debian package 'postgresql'"
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -q >&2
  # The package's maintainer scripts may try to create/start a default cluster; we do not use it.
  as_root apt-get install -y -q --no-install-recommends postgresql >&2
  BINDIR="$(find_bindir)"
  [[ -n "$BINDIR" ]] || die "apt-get install postgresql did not provide /usr/lib/postgresql/*/bin/postgres"
fi

# ---- who runs the server --------------------------------------------------------------------
if [[ "$(id -u)" == "0" ]]; then
  RUN_USER=postgres
  if ! id -u "$RUN_USER" >/dev/null 2>&1; then
    log "creating system user $RUN_USER"
    useradd --system --home-dir "$PGDIR" --shell /usr/sbin/nologin "$RUN_USER"
  fi
  run_pg() { runuser -u "$RUN_USER" -- "$@"; }
else
  RUN_USER="$(id -un)"
  run_pg() { "$@"; }
fi

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

mkdir -p "$PGDIR"
[[ "$(id -u)" == "0" ]] && chown "$RUN_USER" "$PGDIR"

# ---- reuse a running cluster ----------------------------------------------------------------
if [[ -f "$PGDATA/PG_VERSION" ]] && run_pg "$BINDIR/pg_ctl" -D "$PGDATA" status >/dev/null 2>&1; then
  PORT="$(cat "$PGDIR/port")"
  log "reusing the cluster running from $PGDATA on port $PORT"
else
  # a stale or half-made cluster: start over
  rm -rf "$PGDATA"
  while port_open "$PORT"; do
    log "port $PORT is taken, trying $((PORT + 1))"
    PORT=$((PORT + 1))
  done
  log "initdb $PGDATA ($("$BINDIR/postgres" --version))"
  run_pg "$BINDIR/initdb" -D "$PGDATA" -U postgres --auth=trust -E UTF8 --no-locale >"$PGDIR/initdb.log" 2>&1 ||
    { cat "$PGDIR/initdb.log" >&2; die "initdb failed"; }
  echo "$PORT" >"$PGDIR/port"
  log "starting on 127.0.0.1:$PORT"
  run_pg "$BINDIR/pg_ctl" -D "$PGDATA" -l "$PGDIR/server.log" -w -t 60 start \
    -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories='$PGDIR' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >&2 ||
    { tail -50 "$PGDIR/server.log" >&2 || true; die "pg_ctl start failed"; }
fi

PSQL=("$BINDIR/psql" -h 127.0.0.1 -p "$PORT" -U postgres -v ON_ERROR_STOP=1 -qtA)
if [[ "$("${PSQL[@]}" -d postgres -c "select 1 from pg_database where datname = '$DB'")" != "1" ]]; then
  log "creating database $DB"
  "${PSQL[@]}" -d postgres -c "create database \"$DB\"" >&2
fi

echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/$DB"
