#!/usr/bin/env bash
# An experiment beside the shipped module: Cairn's wasm module built for speed
# (opt-level 3 instead of the wasm-release profile's "z", wasm-opt -O3 instead of -Oz),
# written to bench/wasm/cairn-o3.wasm (git-ignored). bench/wasm/bench.mjs adds it as the
# engine `cairn-o3` to the run-time table when the file is there. Changes no file of the
# build: cargo's profile is overridden through its environment variable.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}-o3"
CARGO_PROFILE_WASM_RELEASE_OPT_LEVEL=3 \
  cargo build --locked --profile wasm-release --target wasm32-unknown-unknown -p cairn-wasm
npm/node_modules/.bin/wasm-opt -O3 --strip-debug --strip-producers \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-multivalue --enable-reference-types \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/cairn_wasm.wasm" -o bench/wasm/cairn-o3.wasm
ls -l bench/wasm/cairn-o3.wasm
