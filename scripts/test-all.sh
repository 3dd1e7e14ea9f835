#!/usr/bin/env bash
# `npm test`: every check and test, one stage after the other, each stage's time printed as it ends and all of
# them again at the end, so CI logs show where the minutes go (the CI budget is 45 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
stage() {
  local name=$1
  shift
  local started=$SECONDS
  echo "== ${name}"
  "$@"
  local took=$((SECONDS - started))
  timings+=("${name}: ${took} s")
  echo "== ${name} took ${took} s"
}

stage "check (format, lint, types)" npm run check
stage "unit, component and server tests" npm run test:unit
stage "end-to-end tests (build included)" npm run test:e2e

echo "== Stage times"
printf '   %s\n' "${timings[@]}"
