#!/usr/bin/env bash
# Unit, component and server integration tests. The server tests run on PGlite, and once more on
# PostgreSQL when TEST_DATABASE_URL is set (CI sets it when a local PostgreSQL answers).
set -euo pipefail
cd "$(dirname "$0")/.."

postgres_url="${TEST_DATABASE_URL:-}"

echo "Vitest: every project, server tests on PGlite"
env -u TEST_DATABASE_URL node_modules/.bin/vitest run "$@"

if [ -n "$postgres_url" ]; then
  echo "Vitest: server tests again on PostgreSQL (TEST_DATABASE_URL)"
  TEST_DATABASE_URL="$postgres_url" node_modules/.bin/vitest run --project server "$@"
fi
