#!/usr/bin/env bash
# Installs what building and testing Cairn needs beyond a stock Rust machine:
# the wasm32 target (every library crate must build for it), Chromium for the
# playground's browser test, and the PostgreSQL server for durable/'s test. Safe to
# run repeatedly.
set -euo pipefail
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  echo "setup: installing the wasm32-unknown-unknown target"
  if ! rustup target add wasm32-unknown-unknown; then
    echo "setup: ************************************************************" >&2
    echo "setup: COULD NOT INSTALL wasm32-unknown-unknown; the wasm build check" >&2
    echo "setup: cannot run on this machine." >&2
    echo "setup: ************************************************************" >&2
    exit 1
  fi
fi

# Chromium for the playground's browser test (npm/test/browser.test.mjs, driven by
# playwright-core, an npm dev dependency): Debian's package. Without it that one test
# is skipped.
if ! command -v chromium >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "setup: installing chromium (Debian) for the playground's browser test"
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null; }; then
      echo "setup: could not install chromium; the browser test will be skipped" >&2
    fi
  else
    echo "setup: no chromium (and no root apt-get); the browser test will be skipped" >&2
  fi
fi

# PostgreSQL for durable/tests/postgres.rs (scripts/postgres.sh starts a throw-away
# server with it): Debian's package. Without it that test says SKIPPED.
if ! command -v pg_ctl >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "setup: installing postgresql (Debian) for durable/'s PostgreSQL test"
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null; }; then
      echo "setup: could not install postgresql; the PostgreSQL test will be skipped" >&2
    fi
  else
    echo "setup: no PostgreSQL server (and no root apt-get); the PostgreSQL test will be skipped" >&2
  fi
fi
