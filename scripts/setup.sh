#!/usr/bin/env bash
# Installs what building and testing Cairn needs beyond a stock Rust machine:
# the wasm32 target (every library crate must build for it). Safe to run repeatedly.
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
