#!/usr/bin/env bash
# `npm test`: every check of the repository, in order, each timed.
#
#   1 openapi:lint            Redocly lint of the split spec
#   2 generated files fresh   openapi:bundle --check, sdk:check
#   3 contract:coverage       every call of docs/requirements/catalogue.txt is in the spec; handlers vs operations
#   4 lint                    ESLint (module boundaries, cycles, React rules)
#   5 typecheck               tsc over apps/, libs/, tools/
#   6 vitest                  unit + API tests (API on PGlite); fails when 0 tests ran
#   7 vitest api @ PostgreSQL the API tests that use a database again with TEST_DATABASE_URL (throwaway cluster)
#   8 build                   web (vite) + api (esbuild) into dist/
#   9 cluster smoke           two API processes behind nginx on PostgreSQL and s3rver (npm run smoke:cluster)
#  10 e2e                     Playwright in Debian's Chromium against the built product
#  11 size:home               home page JS+CSS bytes on the wire (started product, Chromium) vs budget
#  12 sdk:example             the SDK packed, installed from the tarball outside the repository,
#                             typechecked without paths and run in Node against the started product
#
# Every step runs even when an earlier one failed (except that later steps may fail for the
# same reason); the last line is `N passed, M failed` and the exit code is 1 on any failure.
# TEST_STEPS="4 5 6" runs only the listed steps (for local use; CI runs them all).
#
# What shares nothing runs at once: steps 1–5 and 8 (static checks and the build: ESLint and tsc
# are single-threaded) run as one parallel group, their output printed step by step when the group
# ends; the rest run in order (each uses both cores itself). The Summary gives each step's own
# seconds and the wall-clock total. Vitest runs two workers on two cores (TEST_WORKERS; Vitest's
# default is one fewer than the cores, a single worker on this 2-core machine), three on PostgreSQL
# (TEST_PG_WORKERS: a worker there mostly waits for the server).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT="$(pwd)"

export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

if [[ -t 1 ]]; then
  BOLD=$'\e[1m' RED=$'\e[31m' GREEN=$'\e[32m' CYAN=$'\e[36m' RESET=$'\e[0m'
else
  BOLD='' RED='' GREEN='' CYAN='' RESET=''
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/qifu-test-all.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# ---- helpers ----------------------------------------------------------------------------------

# run_vitest <label> [vitest args...]: vitest run with a JSON report; fails when no test ran.
run_vitest() {
  local label="$1"
  shift
  local report="$WORK/vitest-$label.json"
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$report"
  node -e '
    const r = require(process.argv[1]);
    const total = r.numTotalTests ?? 0;
    console.log(`vitest ${process.argv[2]}: ${total} tests in ${r.numTotalTestSuites ?? 0} suites, ${r.numFailedTests ?? 0} failed`);
    if (!(total > 0)) { console.error(`ERROR: vitest ${process.argv[2]} ran 0 tests`); process.exit(1); }
  ' "$report" "$label"
}

step_openapi_lint() { npm run openapi:lint; }

step_generated_fresh() {
  npm run openapi:bundle -- --check
  npm run sdk:check
}

step_contract_coverage() {
  # the in-repository copy of the requirements against ../shared/ (a note only: CI's copy may lag)
  npm run --silent requirements:check || echo "NOTE: docs/requirements/ differs from ../shared/ (npm run requirements:sync)"
  npm run contract:coverage
}

step_lint() { npm run lint; }

step_typecheck() { npm run typecheck; }

# Vitest workers: both cores (Vitest's own default leaves one idle on a 2-core machine).
WORKERS="${TEST_WORKERS:-$(node -p 'Math.max(require("node:os").availableParallelism(), 2)')}"
PG_WORKERS="${TEST_PG_WORKERS:-$((WORKERS + 1))}"

step_vitest() { run_vitest all --maxWorkers="$WORKERS"; }

step_vitest_postgres() {
  trap 'bash "$ROOT/tools/scripts/stop-postgres.sh"' EXIT
  local line
  line="$(bash tools/scripts/ensure-postgres.sh | tail -1)"
  [[ "$line" == DATABASE_URL=* ]] || { echo "ensure-postgres printed no DATABASE_URL (got: $line)" >&2; return 1; }
  echo "using ${line#DATABASE_URL=}"
  # Only the files whose outcome can depend on the database engine run again: those that start a test server
  # (apps/api/src/testing/test-server.ts, directly or through a test kit testing/*-test-kit.ts), minus the HTTP-layer walks, whose subject (routing, contract validation, security
  # checks, static serving) is decided before any query and was run on PGlite in step 6.
  local files
  mapfile -t files < <(grep -rlE "testing/(test-server|[a-z-]+-test-kit)" apps/api/src --include='*.test.ts' \
    | grep -vxE "apps/api/src/(security-walk|bad-input-walk|declared-failures|server)\.test\.ts|apps/api/src/web/serving\.test\.ts" | sort)
  echo "${#files[@]} API test files on PostgreSQL"
  (( ${#files[@]} > 0 )) || { echo "no API test file found for PostgreSQL" >&2; return 1; }
  TEST_DATABASE_URL="${line#DATABASE_URL=}" run_vitest api-postgres --project api --maxWorkers="$PG_WORKERS" "${files[@]}"
}

step_build() { npm run build; }

step_cluster_smoke() { npm run smoke:cluster; }

step_e2e() {
  bash tools/scripts/ensure-chromium.sh
  npx playwright test -c apps/web-e2e/playwright.config.ts
}

step_size() { npm run size:home; }

step_sdk_example() { npm run sdk:example; }

STEPS=(
  "openapi:lint|step_openapi_lint"
  "generated files fresh (openapi:bundle --check, sdk:check)|step_generated_fresh"
  "contract:coverage (catalogue covered, handlers in the spec)|step_contract_coverage"
  "lint|step_lint"
  "typecheck|step_typecheck"
  "vitest (unit + API on PGlite)|step_vitest"
  "vitest --project api on PostgreSQL|step_vitest_postgres"
  "build|step_build"
  "cluster smoke (2 processes, nginx, PostgreSQL, S3)|step_cluster_smoke"
  "e2e (Playwright, Debian Chromium)|step_e2e"
  "size:home|step_size"
  "sdk:example (packed SDK outside the repository)|step_sdk_example"
)

# ---- run --------------------------------------------------------------------------------------
# Groups of step numbers: a group of several runs them at once.
STEP_GROUPS=("1 2 3 4 5 8" "6" "7" "9" "10" "11" "12")
PASSED=0
FAILED=0
declare -A RESULT
TOTAL_START=$(date +%s)
selected=" ${TEST_STEPS:-} "

banner() {
  echo
  echo "${CYAN}${BOLD}════════════════════════════════════════════════════════════════════════${RESET}"
  echo "${CYAN}${BOLD}▶ $*${RESET}"
  echo "${CYAN}${BOLD}════════════════════════════════════════════════════════════════════════${RESET}"
}

# run_step <n>: runs step n, records its exit code and seconds in $WORK/step-<n>.{rc,took}.
run_step() {
  local n="$1" fn="${STEPS[$(($1 - 1))]##*|}" start rc
  start=$(date +%s)
  set +e
  (
    set -euo pipefail
    "$fn"
  )
  rc=$?
  set -e
  echo "$rc" >"$WORK/step-$n.rc"
  echo "$(($(date +%s) - start))" >"$WORK/step-$n.took"
}

# report_step <n>: prints step n's result line and counts it.
report_step() {
  local n="$1" name="${STEPS[$(($1 - 1))]%%|*}" rc took
  rc="$(cat "$WORK/step-$n.rc")"
  took="$(cat "$WORK/step-$n.took")"
  if [[ $rc -eq 0 ]]; then
    PASSED=$((PASSED + 1))
    RESULT[$n]="${GREEN}  ✔ $n. $name (${took}s)${RESET}"
    echo "${GREEN}${BOLD}✔ step $n passed: $name (${took}s)${RESET}"
  else
    FAILED=$((FAILED + 1))
    RESULT[$n]="${RED}  ✘ $n. $name (${took}s, exit $rc)${RESET}"
    echo "${RED}${BOLD}✘ step $n FAILED: $name (exit $rc after ${took}s)${RESET}" >&2
  fi
}

for group in "${STEP_GROUPS[@]}"; do
  steps=()
  for n in $group; do
    [[ -n "${TEST_STEPS:-}" && "$selected" != *" $n "* ]] && continue
    steps+=("$n")
  done
  (( ${#steps[@]} > 0 )) || continue
  if (( ${#steps[@]} == 1 )); then
    n="${steps[0]}"
    banner "step $n/${#STEPS[@]}: ${STEPS[$((n - 1))]%%|*}"
    run_step "$n"
    report_step "$n"
    continue
  fi
  banner "steps ${steps[*]} at once (each step's output follows when all have ended)"
  group_start=$(date +%s)
  pids=()
  for n in "${steps[@]}"; do
    run_step "$n" >"$WORK/step-$n.log" 2>&1 &
    pids+=("$!")
  done
  wait "${pids[@]}" || true
  for n in "${steps[@]}"; do
    banner "step $n/${#STEPS[@]}: ${STEPS[$((n - 1))]%%|*}"
    cat "$WORK/step-$n.log"
    report_step "$n"
  done
  echo "group ${steps[*]}: $(($(date +%s) - group_start))s of wall-clock time"
done

echo
echo "${BOLD}Summary ($(($(date +%s) - TOTAL_START))s wall-clock; a step's own seconds in brackets, steps 1–5 and 8 ran at once):${RESET}"
for i in "${!STEPS[@]}"; do
  [[ -n "${RESULT[$((i + 1))]:-}" ]] && echo "${RESULT[$((i + 1))]}"
done
echo "$PASSED passed, $FAILED failed"
[[ $FAILED -eq 0 ]]
