#!/bin/sh
# Regenerates tests/ts/expected/*.out from tests/ts/corpus/*.ts with the pinned
# `typescript` package (dev-only npm dependency, package-lock.json) and node (v20).
set -e
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --silent
node regenerate.mjs "$@"
