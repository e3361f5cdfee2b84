#!/usr/bin/env bash
# Regular expressions as codemode bodies use them (bench/regex/patterns.js), Cairn against
# QuickJS-NG (libregexp) with node's results as the reference; writes
# bench/results/regex.md. About a minute with the builds cached.
# Usage: bash bench/regex.sh [--runs N] [--rounds N]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked --quiet --bin cairn
cargo build --release --locked --quiet --manifest-path bench/quickjs-runner/Cargo.toml \
  --target-dir bench/quickjs-runner/target
python3 bench/regex/run.py --cairn "${CARGO_TARGET_DIR:-$PWD/target}/release/cairn" \
  --qjs bench/quickjs-runner/target/release/quickjs-runner --out bench/results/regex.md "$@"
