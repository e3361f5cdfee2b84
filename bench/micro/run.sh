#!/usr/bin/env bash
# Runs each bench/micro/*.js with the release `cairn` and with node (a sanity reference
# only; the peer engines Boa and QuickJS-NG come later) and prints wall times.
# Usage: bench/micro/run.sh   (from the repository root; builds cairn in release)
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release --bin cairn >/dev/null
printf '%-14s %10s %10s  %s\n' script cairn node "outputs agree"
for f in bench/micro/*.js; do
  t0=$(date +%s.%N); out_c=$(./target/release/cairn "$f" 2>&1 || true); t1=$(date +%s.%N)
  if command -v node >/dev/null; then
    out_n=$(node -e 'globalThis.print=(...a)=>console.log(...a); require(process.argv[1])' "$PWD/$f" 2>&1 || true); t2=$(date +%s.%N)
    tn=$(echo "$t2 - $t1" | bc)
  else
    out_n=""; tn="-"
  fi
  tc=$(echo "$t1 - $t0" | bc)
  same=$([ "$out_c" = "$out_n" ] && echo yes || echo "no: cairn='$out_c' node='$out_n'")
  printf '%-14s %9.3fs %9.3fs  %s\n' "$(basename "$f")" "$tc" "$tn" "$same"
done
