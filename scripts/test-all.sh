#!/usr/bin/env bash
# `npm test`: every check and test, one stage after the other, each stage's time printed as it ends and all of
# them again at the end, so CI logs show where the minutes go (the CI budget is 45 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
# The stage times print even when a stage fails (set -e ends the script there), so a failed run shows them too.
print_timings() {
  echo "== Stage times"
  printf '   %s\n' "${timings[@]}"
}
trap print_timings EXIT
stage() {
  local name=$1
  shift
  local started=$SECONDS
  echo "== ${name}"
  local status=0
  "$@" || status=$?
  local took=$((SECONDS - started))
  local outcome="${took} s"
  [ "$status" -eq 0 ] || outcome+=" (failed)"
  timings+=("${name}: ${outcome}")
  echo "== ${name} took ${outcome}"
  [ "$status" -eq 0 ] || exit "$status"
}

stage "check (format, lint, types)" npm run check
stage "unit, component and server tests" npm run test:unit
# Fault injection, short runs (bench/README.md): a server killed mid-registration loses nothing answered; with
# PostgreSQL and Redis, clients of a killed instance miss nothing on the other.
stage "fault injection: kill -9 under load (short)" npm run chaos:kill -- --short
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  stage "fault injection: two instances, one killed (short)" env CHAOS_DATABASE_URL="$TEST_DATABASE_URL" \
    CHAOS_REDIS_URL="$TEST_REDIS_URL" npm run chaos:instances -- --short
fi
stage "end-to-end tests (build included)" npm run test:e2e
