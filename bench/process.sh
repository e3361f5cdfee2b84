#!/usr/bin/env bash
# Whole-process figures, Cairn against QuickJS-NG: the one-line script and the codemode
# workloads (bench/codemode) made standalone, each run as its own process; writes
# bench/results/process.md (wall time, max RSS, page faults and, with valgrind,
# instructions). About 3 minutes with the builds cached (1 with --no-callgrind).
#
#   --order         first rewrite src/bin/cairn/link-order.txt from these scripts
#                   (scripts/link-order.py; needs valgrind) and relink the program
#   --runs N        timed runs per script and engine (default 21)
#   --no-callgrind  leave out the instruction counts
set -euo pipefail
cd "$(dirname "$0")/.."
order=0
pass=()
while [ $# -gt 0 ]; do
  case "$1" in
    --order) order=1 ;;
    --runs) pass+=(--runs "$2"); shift ;;
    --no-callgrind) pass+=(--no-callgrind) ;;
    *) echo "usage: bash bench/process.sh [--order] [--runs N] [--no-callgrind]" >&2; exit 2 ;;
  esac
  shift
done
target="${CARGO_TARGET_DIR:-$PWD/target}"
qjs=bench/quickjs-runner/target/release/quickjs-runner

echo "== builds (cairn; QuickJS-NG through bench/quickjs-runner)"
cargo build --release --locked --quiet --bin cairn
cargo build --release --locked --quiet --manifest-path bench/quickjs-runner/Cargo.toml \
  --target-dir bench/quickjs-runner/target
# TypeScript's transpiler strips the ts workload's types for QuickJS-NG.
[ -d bench/wasm/node_modules ] || (cd bench/wasm && npm ci --no-audit --no-fund --silent)

scripts=$(mktemp -d)
trap 'rm -rf "$scripts"' EXIT
node bench/process/standalone.mjs "$scripts"

if [ "$order" = 1 ]; then
  echo "== link order"
  if ! command -v valgrind >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind >/dev/null
    else
      echo "process.sh: --order needs valgrind (callgrind lists the functions each script runs)" >&2
      exit 1
    fi
  fi
  list=("$scripts/one.js")
  for f in "$scripts"/*.js "$scripts"/ts.ts; do
    case "$(basename "$f")" in one.js | ts.js) ;; *) list+=("$f") ;; esac
  done
  python3 scripts/link-order.py "$target/release/cairn" src/bin/cairn/link-order.txt "${list[@]}"
  cargo build --release --locked --quiet --bin cairn
fi

echo "== measure"
python3 bench/process/measure.py --dir "$scripts" --cairn "$target/release/cairn" --qjs "$qjs" \
  --out bench/results/process.md "${pass[@]}"
