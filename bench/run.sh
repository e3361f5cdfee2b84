#!/usr/bin/env bash
# Side-by-side benchmarks: Cairn against Boa's CLI 0.22 and QuickJS-NG (through the
# rquickjs runner in bench/quickjs-runner), with node as a reference column when installed.
# Every engine runs bench/micro/*.js and jsse's eight micro scripts (../shared/suites/
# jsse-micro) as whole processes, and the V8 benchmark suite v7 (../shared/suites/v8-v7)
# three times; the table shows median wall times (and median CPU times), the V8 scores, and
# whether Cairn meets its targets (faster than Boa and at most QuickJS-NG's time on every
# script, at least 1.25x QuickJS-NG's V8 score). Writes bench/results.md and its chart,
# bench/results/speed.svg. The suites are read where they are, never copied here.
#
# Usage (from anywhere): bench/run.sh [--reps N] [--budget SECONDS] [--no-v8] [--no-boa] [SCRIPT.js ...]
#   --reps N          timed runs per engine and script (default 5; the median is reported)
#   --budget SECONDS  timed seconds per engine and script; slower engines get fewer runs (default 40)
#   --no-v8           leave out the V8 suite (about 4 minutes per round of the engines)
#   --no-boa          leave out Boa (whose first build takes about 25 minutes)
#   SCRIPT.js ...     only these scripts (default: bench/micro/*.js and the jsse scripts)
#
# Peers are installed on first use, into this checkout only (git-ignored):
#   Boa:        cargo install --locked boa_cli@0.22.0 --root bench/.peers   (24 min here, niced)
#   QuickJS-NG: cargo build --release of bench/quickjs-runner (rquickjs 0.14.0 bundles
#               QuickJS-NG 0.16.2), target dir bench/quickjs-runner/target (~1 min, niced)
# Needs cargo, a C compiler (for QuickJS-NG) and python3 (bench/compare.py does the timing).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

reps=5
budget=40
v8=1
with_boa=1
scripts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --reps) reps="$2"; shift 2 ;;
    --budget) budget="$2"; shift 2 ;;
    --no-v8) v8=0; shift ;;
    --no-boa) with_boa=0; shift ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) scripts+=("$1"); shift ;;
  esac
done
suites="../shared/suites"
if [ ${#scripts[@]} -eq 0 ]; then
  scripts=(bench/micro/*.js)
  if [ -d "$suites/jsse-micro" ]; then
    scripts+=("$suites"/jsse-micro/bench_*.js)
  else
    echo "warning: $suites/jsse-micro not found; jsse's scripts left out" >&2
  fi
fi
v8_args=()
if [ "$v8" = 1 ]; then
  if [ -f "$suites/v8-v7/run.js" ]; then
    v8_args=(--v8 "$suites/v8-v7")
  else
    echo "warning: $suites/v8-v7 not found; the V8 suite left out" >&2
  fi
fi

boa_version=0.22.0
peers="bench/.peers"
boa="$peers/bin/boa"
qjs="bench/quickjs-runner/target/release/quickjs-runner"

# Boa: the release CLI from crates.io, exactly this version, with its locked dependencies.
if [ "$with_boa" = 1 ] && ! "$boa" --version 2>/dev/null | grep -qF "$boa_version"; then
  echo "== installing boa_cli $boa_version into $peers (slow: about 25 minutes on 2 busy cores)"
  t0=$(date +%s)
  nice -n 19 cargo install --locked "boa_cli@$boa_version" --root "$peers"
  echo "== boa_cli built in $(( $(date +%s) - t0 ))s"
fi

# QuickJS-NG: our runner on rquickjs (its own workspace and committed Cargo.lock).
echo "== building the QuickJS-NG runner"
nice -n 19 cargo build --release --locked --quiet \
  --manifest-path bench/quickjs-runner/Cargo.toml --target-dir bench/quickjs-runner/target

echo "== building cairn (release)"
cairn="target/release/cairn"
cairn_note="(working tree)"
# Other work may leave the tree briefly uncompilable: then time the last build, and say so.
if ! cargo build --release --quiet --bin cairn; then
  [ -x "$cairn" ] || { echo "error: cairn does not build and no earlier build exists" >&2; exit 1; }
  echo "warning: cairn does not build now; timing the existing $cairn" >&2
  cairn_note="(STALE: the working tree did not build; binary of $(date -r "$cairn" '+%F %T'))"
fi

engines=(--engine "cairn=$cairn {file}")
versions=(--version "cairn=$(git rev-parse --short HEAD 2>/dev/null || echo unknown) $cairn_note, $cairn")
if [ "$with_boa" = 1 ]; then
  engines+=(--engine "boa=$boa bench/print-prelude.js {file}")
  versions+=(--version "boa=$("$boa" --version 2>&1 | head -n1), $boa")
fi
engines+=(--engine "qjs-ng=$qjs {file}")
versions+=(--version "qjs-ng=$("$qjs" --version), $qjs")
if command -v node >/dev/null 2>&1; then
  engines+=(--engine "node=node --require $root/bench/print-prelude.js {file}")
  versions+=(--version "node=node $(node --version) (reference only)")
fi

echo "== running ${#scripts[@]} scripts, up to $reps timed runs each (load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))"
python3 bench/compare.py --reps "$reps" --budget "$budget" --out bench/results.md \
  --chart bench/results/speed.svg "${v8_args[@]}" \
  --command "bench/run.sh" "${engines[@]}" "${versions[@]}" "${scripts[@]}"
