#!/usr/bin/env bash
# Runs every fuzz target in turn for MINUTES minutes each (default 1) and reports.
# Needs the nightly toolchain; installs cargo-fuzz when it is missing.
# Usage: bash fuzz/run-all.sh [MINUTES] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")"
minutes=${1:-1}
shift || true
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked
fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(cargo +nightly fuzz list)
fi
status=0
for target in "${targets[@]}"; do
  if [ ! -d "corpus/$target" ]; then
    # Seed an empty corpus with the repository's own small programs: the parser's
    # snapshot corpus, the TypeScript corpus and the differential corpus (test262 stays
    # outside the repository).
    mkdir -p "corpus/$target"
    cp ../parser/tests/corpus/*.js "corpus/$target/" 2>/dev/null || true
    cp ../tests/ts/corpus/*.ts "corpus/$target/" 2>/dev/null || true
    cp ../tests/diff/cases/*.js "corpus/$target/" 2>/dev/null || true
  fi
  echo "==> $target for $minutes minute(s)"
  log="target/fuzz-$target.log"
  mkdir -p target
  if cargo +nightly fuzz run "$target" "corpus/$target" -- \
      -max_total_time=$((minutes * 60)) -max_len=65536 -timeout=10 >"$log" 2>&1; then
    tail -n 3 "$log" | grep -E 'Done|stat::' || true
    grep -E '^#[0-9]+.*(cov|DONE)' "$log" | tail -n 1 || true
  else
    echo "!! $target found a crash; see $log and fuzz/artifacts/$target/"
    tail -n 30 "$log"
    status=1
  fi
done
exit $status
