#!/usr/bin/env bash
# Unit, component and server integration tests. The server tests run on PGlite, and once more on
# PostgreSQL when TEST_DATABASE_URL is set (CI sets it when a local PostgreSQL answers). The real-time tests
# across instances need Redis: TEST_REDIS_URL, set here when a Redis answers on 127.0.0.1:6379 (skipped otherwise).
set -euo pipefail
cd "$(dirname "$0")/.."

postgres_url="${TEST_DATABASE_URL:-}"

if [ -z "${TEST_REDIS_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
  export TEST_REDIS_URL="redis://127.0.0.1:6379"
fi
if [ -n "${TEST_REDIS_URL:-}" ]; then
  echo "Redis found: the real-time tests across instances run"
else
  echo "No Redis: the real-time tests across instances are skipped"
fi

echo "Vitest: every project, server tests on PGlite"
env -u TEST_DATABASE_URL node_modules/.bin/vitest run "$@"

if [ -n "$postgres_url" ]; then
  echo "Vitest: server tests again on PostgreSQL (TEST_DATABASE_URL)"
  TEST_DATABASE_URL="$postgres_url" node_modules/.bin/vitest run --project server "$@"
fi
