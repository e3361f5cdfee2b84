#!/bin/sh
# Differential check of the TypeScript front without the VM: each corpus file is parsed
# and lowered by cairn-ts, printed back as JavaScript, run by node, and compared with
# tests/ts/expected. Usage: tests/ts/difftest.sh [NAME-FILTER]
cd "$(dirname "$0")/../.."
cargo build -q -p cairn-ts --example ts_check || exit 2
bin=target/debug/examples/ts_check
tmp=$(mktemp -d)
pass=0; fail=0
for f in tests/ts/corpus/*${1}*.ts; do
  n=$(basename "$f" .ts)
  if grep -qE '^\s*(import|export)\b' "$f"; then ext=mjs; else ext=cjs; fi
  if ! "$bin" --print "$f" > "$tmp/$n.$ext" 2>"$tmp/$n.err"; then
    echo "FAIL $n (parse)"; head -3 "$tmp/$n.$ext"; fail=$((fail+1)); continue
  fi
  out=$(node "$tmp/$n.$ext" 2>&1) || out="$out
uncaught"
  if [ "$out" = "$(cat tests/ts/expected/$n.out)" ] || [ "$out
" = "$(cat tests/ts/expected/$n.out)" ]; then pass=$((pass+1)); else
    # Uncaught errors: compare only the stdout part and the first error line.
    echo "FAIL $n"; fail=$((fail+1))
  fi
done
echo "pass $pass fail $fail"
rm -rf "$tmp"
