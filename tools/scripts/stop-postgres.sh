#!/usr/bin/env bash
# Stop the throwaway cluster started by tools/scripts/ensure-postgres.sh and delete its data.
# Idempotent: does nothing when no cluster runs. `--keep` keeps the data directory.
set -euo pipefail

PGDIR="${PG_TEST_DIR:-${TMPDIR:-/tmp}/qifu-pg-test}"
PGDATA="$PGDIR/data"
KEEP=0
[[ "${1:-}" == "--keep" ]] && KEEP=1

BINDIR="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
if [[ -n "$BINDIR" && -f "$PGDATA/PG_VERSION" ]]; then
  if [[ "$(id -u)" == "0" ]]; then run_pg() { runuser -u postgres -- "$@"; }; else run_pg() { "$@"; }; fi
  if run_pg "$BINDIR/pg_ctl" -D "$PGDATA" status >/dev/null 2>&1; then
    echo "stop-postgres: stopping the cluster in $PGDATA" >&2
    run_pg "$BINDIR/pg_ctl" -D "$PGDATA" -m fast -w -t 60 stop >&2
  fi
fi
if [[ "$KEEP" == "0" && -d "$PGDIR" ]]; then
  rm -rf "$PGDIR"
fi
