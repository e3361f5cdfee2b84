#!/usr/bin/env bash
# TypeScript parse cost of codemode-shaped bodies against their JavaScript (tsc's
# output), in callgrind instructions of `cairn --check` (parse and lowering, no run) less
# those of an empty script: a body whose call argument is a 100 KB string literal (a tool
# answer inlined), the ts workload with its answers inlined (bench/process's standalone
# form) and the ts workload's body alone (type-dense, 2.5 KB). Needs valgrind and
# bench/wasm's dev dependencies (TypeScript's transpiler). Usage: bash bench/ts-parse.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked --quiet --bin cairn
[ -d bench/wasm/node_modules ] || (cd bench/wasm && npm ci --no-audit --no-fund --silent)
cairn="${CARGO_TARGET_DIR:-$PWD/target}/release/cairn"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
node bench/process/standalone.mjs "$dir/sa" >/dev/null
node --input-type=module -e '
import { readFileSync, writeFileSync } from "node:fs";
import { stripTypes } from "./bench/codemode/strip.mjs";
const [dir] = process.argv.slice(1);
const big = "line of a file with some words and numbers 12345\\n".repeat(2000);
const literal = `interface Edit { path: string; text: string }
const edit: Edit = { path: "src/a.ts", text: "${big}" };
(async (): Promise<string> => { const r = await tools.write(edit as Edit); return String(r); })()
`;
const pairs = { literal, workload: readFileSync(`${dir}/sa/ts.ts`, "utf8"), body: readFileSync("bench/codemode/ts.ts", "utf8") };
for (const [name, ts] of Object.entries(pairs)) {
  writeFileSync(`${dir}/${name}.ts`, ts);
  writeFileSync(`${dir}/${name}.js`, stripTypes(ts));
}
writeFileSync(`${dir}/empty.js`, "");
' "$dir"
count() {
  valgrind --tool=callgrind --callgrind-out-file="$dir/cg" "$cairn" --check "$1" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
base=$(count "$dir/empty.js")
printf '%-9s %9s %12s %12s %6s\n' case "TS bytes" "TS instr" "JS instr" ratio
for name in literal workload body; do
  ts=$(( $(count "$dir/$name.ts") - base ))
  js=$(( $(count "$dir/$name.js") - base ))
  printf '%-9s %9d %12d %12d %6s\n' "$name" "$(wc -c < "$dir/$name.ts")" "$ts" "$js" \
    "$(python3 -c "print(f'{$ts / $js:.3f}')")"
done
