#!/bin/sh
# The figure of the TypeScript issue: run each tests/ts/corpus/*.ts with the `cairn`
# CLI (TypeScript as is) and compare stdout with tests/ts/expected/*.out (node running
# tsc's transpileModule output). Usage: tests/ts/run_vm.sh [NAME-FILTER] [-v]
cd "$(dirname "$0")/../.."
cargo build -q --release -p cairn || exit 2
pass=0; fail=0; failed=""
for f in tests/ts/corpus/*${1}*.ts; do
  n=$(basename "$f" .ts)
  out=$(timeout 10 target/release/cairn "$f" 2>/dev/null)
  if [ "$out" = "$(cat tests/ts/expected/$n.out)" ]; then pass=$((pass+1)); else fail=$((fail+1)); failed="$failed $n"; fi
done
echo "cairn matches node on $pass of $((pass+fail)) TypeScript programs"
[ "$2" = "-v" ] && echo "differ:$failed"
[ $fail -eq 0 ]
