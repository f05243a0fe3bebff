#!/usr/bin/env bash
# `npm test`: every check of the repository, in order, each timed.
#
#   1 openapi:lint            Redocly lint of the split spec
#   2 generated files fresh   openapi:bundle --check, sdk:check
#   3 contract:coverage       every call of ../shared/catalogue.txt is in the spec; handlers vs operations
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

step_contract_coverage() { npm run contract:coverage; }

step_lint() { npm run lint; }

step_typecheck() { npm run typecheck; }

step_vitest() { run_vitest all; }

step_vitest_postgres() {
  trap 'bash "$ROOT/tools/scripts/stop-postgres.sh"' EXIT
  local line
  line="$(bash tools/scripts/ensure-postgres.sh | tail -1)"
  [[ "$line" == DATABASE_URL=* ]] || { echo "ensure-postgres printed no DATABASE_URL (got: $line)" >&2; return 1; }
  echo "using ${line#DATABASE_URL=}"
  # Only the files whose outcome can depend on the database engine run again: those that start a test server
  # (apps/api/src/testing/test-server.ts, directly or through testing/admin-test-kit.ts), minus the HTTP-layer walks, whose subject (routing, contract validation, security
  # checks, static serving) is decided before any query and was run on PGlite in step 6.
  local files
  mapfile -t files < <(grep -rlE "testing/test-server|admin-test-kit" apps/api/src --include='*.test.ts' \
    | grep -vxE "apps/api/src/(security-walk|bad-input-walk|declared-failures|server)\.test\.ts|apps/api/src/web/serving\.test\.ts" | sort)
  echo "${#files[@]} API test files on PostgreSQL"
  (( ${#files[@]} > 0 )) || { echo "no API test file found for PostgreSQL" >&2; return 1; }
  TEST_DATABASE_URL="${line#DATABASE_URL=}" run_vitest api-postgres --project api "${files[@]}"
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
PASSED=0
FAILED=0
SUMMARY=()
TOTAL_START=$(date +%s)
selected=" ${TEST_STEPS:-} "

for i in "${!STEPS[@]}"; do
  n=$((i + 1))
  [[ -n "${TEST_STEPS:-}" && "$selected" != *" $n "* ]] && continue
  name="${STEPS[$i]%%|*}"
  fn="${STEPS[$i]##*|}"
  echo
  echo "${CYAN}${BOLD}════════════════════════════════════════════════════════════════════════${RESET}"
  echo "${CYAN}${BOLD}▶ step $n/${#STEPS[@]}: $name${RESET}"
  echo "${CYAN}${BOLD}════════════════════════════════════════════════════════════════════════${RESET}"
  start=$(date +%s)
  set +e
  (
    set -euo pipefail
    "$fn"
  )
  rc=$?
  set -e
  took=$(($(date +%s) - start))
  if [[ $rc -eq 0 ]]; then
    PASSED=$((PASSED + 1))
    SUMMARY+=("${GREEN}  ✔ $n. $name (${took}s)${RESET}")
    echo "${GREEN}${BOLD}✔ step $n passed: $name (${took}s)${RESET}"
  else
    FAILED=$((FAILED + 1))
    SUMMARY+=("${RED}  ✘ $n. $name (${took}s, exit $rc)${RESET}")
    echo "${RED}${BOLD}✘ step $n FAILED: $name (exit $rc after ${took}s)${RESET}" >&2
  fi
done

echo
echo "${BOLD}Summary ($(($(date +%s) - TOTAL_START))s):${RESET}"
printf '%s\n' "${SUMMARY[@]}"
echo "$PASSED passed, $FAILED failed"
[[ $FAILED -eq 0 ]]
