#!/usr/bin/env bash
# Re-runs every benchmark of docs/benchmarks.md and rewrites the page:
#   1. bench/wasm's pinned dependencies (npm ci) and, when npm/cairn.wasm is missing,
#      the wasm module and the npm package (scripts/build-wasm.sh);
#   2. the workloads' data (bench/codemode/gen.mjs, checked against data.sha256) and
#      node's outputs (bench/codemode/expect.mjs --check);
#   3. bench/native (Cairn and QuickJS-NG through rquickjs; release build with LTO);
#   4. bench/wasm/bench.mjs (Cairn's module, quickjs-emscripten's QuickJS and QuickJS-NG,
#      quickjs-wasi);
#   5. bench/report.mjs: docs/benchmarks.md and docs/benchmarks/*.svg.
# Prints how long it took (about 6 minutes on the 2-core machine with the builds cached
# and the machine otherwise idle; the native build from nothing adds about 10, the wasm
# module about 5). Usage: bash bench/all.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
quick=()
[ "${1:-}" = "--quick" ] && quick=(--quick)
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"

echo "== bench/wasm dependencies"
(cd bench/wasm && npm ci --no-audit --no-fund --silent)
if [ ! -f npm/cairn.wasm ] || [ ! -f npm/dist/index.js ]; then
  echo "== the wasm module and the npm package"
  bash scripts/build-wasm.sh
fi

echo "== data and node's outputs"
node bench/codemode/gen.mjs
node bench/codemode/expect.mjs --check

echo "== native (bench/native)"
cargo build --release --locked --quiet --manifest-path bench/native/Cargo.toml
runs=25
[ ${#quick[@]} -gt 0 ] && runs=5
BENCH_DATE=$(date -u +%F) "$CARGO_TARGET_DIR/release/cairn-bench-native" --runs "$runs"

echo "== wasm (bench/wasm/bench.mjs)"
node bench/wasm/bench.mjs "${quick[@]}" --out bench/results/wasm.json

seconds=$(( $(date +%s) - start ))
printf '{ "seconds": %d }\n' "$seconds" > bench/results/run.json
node bench/report.mjs
echo "== bench/all.sh took $((seconds / 60)) min $((seconds % 60)) s"
