#!/usr/bin/env bash
# Runs every fuzz target in turn for MINUTES minutes each (default 1) and reports, per
# target, the executions, executions per second and coverage (libFuzzer's `cov` edges
# and `ft` features) it reached. FUZZ_SECONDS=N overrides MINUTES for a short smoke;
# FUZZ_TIMEOUT=N libFuzzer's per-input timeout (default 120 s, wall time).
# Needs the nightly toolchain; installs cargo-fuzz when it is missing.
# Every campaign is appended as a row to fuzz/CAMPAIGNS.md (date, commit, target, time,
# runs, coverage, result), so that the hours each target has run stay on record.
# Usage: bash fuzz/run-all.sh [MINUTES] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")"
minutes=${1:-1}
shift || true
seconds=${FUZZ_SECONDS:-$((minutes * 60))}
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked
fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(cargo +nightly fuzz list)
fi
status=0
campaigns="$PWD/CAMPAIGNS.md"
commit=$(git rev-parse --short=10 HEAD 2>/dev/null || echo unknown)
# A campaign on uncommitted code says so: its rows count only for the code they ran.
if [ -n "$(git status --porcelain -- .. 2>/dev/null | grep -v -e '^?? fuzz/' -e ' fuzz/CAMPAIGNS.md$' || true)" ]; then
  commit="$commit+changes"
fi
record() { # target seconds runs cov ft corpus result
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' \
    "$(date -u +%Y-%m-%d)" "$commit" "$1" "$2" "$3" "$4" "$5" "$6" "$7" >>"$campaigns"
}
for target in "${targets[@]}"; do
  if [ ! -d "corpus/$target" ]; then
    # Seed an empty corpus with the repository's own small programs: the parser's
    # snapshot corpus, the TypeScript corpus and the differential corpus (test262 stays
    # outside the repository).
    mkdir -p "corpus/$target"
    if [ "$target" = regex_exec ]; then
      # Its inputs are flags + pattern + subject: the regex literals of tests/diff and,
      # when the checkout sits beside it, of test262's RegExp tests.
      python3 seed_regex.py "corpus/$target" ../../shared/test262 >/dev/null
    elif [ "$target" = ts_modules ]; then
      # TypeScript module graphs: main.ts, then a.ts, b.ts and c.ts after \x01 bytes.
      printf '%s\001%s\001%s' \
        'import { Shape, area } from "./a.ts"; import type { T } from "./b.ts"; const s: Shape = { r: 2 }; print(area(s)); export { T }; throw new Error("at " + (s as any).r);' \
        'import { Unit } from "./b.ts"; export interface Shape { r: number } export function area(s: Shape, u: Unit = Unit.M): number { return s.r ** 2; }' \
        'export enum Unit { M, Ft } export type T = keyof typeof Unit; export namespace N { export const x: number = 1; }' \
        >"corpus/$target/graph.ts"
    elif [ "$target" = snapshot_load ]; then
      # Continuation dumps taken at every idle point of the dump corpus (vm/tests/dump).
      (cd .. && CAIRN_DUMP_SEEDS="$PWD/fuzz/corpus/$target" cargo test -q --release \
        -p cairn-vm --test dump every_script_gives_the_same_output >/dev/null)
    elif [ "$target" = modules ]; then
      # Module graphs: main.js, then a.js, b.js and c.js, each after a \x01 byte.
      printf '%s\001%s\001%s\001%s' \
        'import defer * as a from "./a.js"; import { b } from "./b.js"; print(a.x, b); export const m = 1;' \
        'import "./c.js"; export const x = 1;' \
        'export const b = await Promise.resolve(2);' \
        'import * as main from "./main.js"; export default Object.keys(main);' \
        >"corpus/$target/defer.js"
      printf '%s\001%s\001%s' \
        'import t from "./a.js" with { type: "text" }; import j from "./b.js" with { type: "json" }; const ns = await import.defer("./c.js"); print(t, j.k, ns.y, ns[Symbol.toStringTag]);' \
        'some text' '{"k": [1, "two", null]}' >"corpus/$target/types.js"
      printf '%s\001%s\001%s' \
        'import { a } from "./a.js"; try { await import("./b.js"); } catch (e) { print(e); } export { a as re };' \
        'import { re } from "./main.js"; export let a = 1; export * from "./c.js";' \
        'await 0; throw new Error("b");' >"corpus/$target/cycle.js"
      cp ../tests/diff/cases/*.js "corpus/$target/" 2>/dev/null || true
    else
      cp ../parser/tests/corpus/*.js "corpus/$target/" 2>/dev/null || true
      cp ../tests/ts/corpus/*.ts "corpus/$target/" 2>/dev/null || true
      cp ../tests/diff/cases/*.js "corpus/$target/" 2>/dev/null || true
    fi
  fi
  echo "==> $target for $seconds second(s)"
  log="target/fuzz-$target.log"
  mkdir -p target
  started=$SECONDS
  # -timeout is wall time. A campaign runs niced beside other work, and a niced fuzzer
  # beside a build gets a few percent of a core: inputs that take 0.15-0.2 s alone
  # were reported as 10 s timeouts (bcd9008, run and regex_exec). 120 s still catches a
  # hang; the targets' fuel budgets keep an input well under a second alone.
  # -rss_limit_mb is the process's, not an input's: after 55 minutes of wire_decode
  # (e42b0f6) ASan's quarantine and caches passed the default 2,048 MB with 29 MB live,
  # on an input that alone peaks at 34 MB. -malloc_limit_mb keeps a single allocation
  # at the old limit, so that an input asking for too much is still caught.
  if cargo +nightly fuzz run "$target" "corpus/$target" -- \
      -max_total_time="$seconds" -max_len=65536 -timeout="${FUZZ_TIMEOUT:-120}" \
      -rss_limit_mb=6144 -malloc_limit_mb=2048 >"$log" 2>&1; then
    # The last status line holds the coverage, "Done N runs in S second(s)" the total.
    # grep -a: the log can hold NUL bytes (a target's output, or the fuzzer of a stopped
    # run still writing at its old offset), and grep then prints only "binary file
    # matches" (a row of question marks).
    last=$(grep -aE '^#[0-9]+.*cov:' "$log" | tail -n 1 || true)
    runs=$(grep -aoE 'Done [0-9]+ runs in [0-9]+ second' "$log" | grep -oE '[0-9]+' | head -n 2 | paste -sd' ' || true)
    set -- $runs
    rate=$([ "${2:-0}" -gt 0 ] && echo $(( ${1:-0} / $2 )) || echo "?")
    cov=$(echo "$last" | grep -oE 'cov: [0-9]+' | grep -oE '[0-9]+' || true)
    ft=$(echo "$last" | grep -oE 'ft: [0-9]+' | grep -oE '[0-9]+' || true)
    corp=$(echo "$last" | grep -oE 'corp: [0-9]+' | grep -oE '[0-9]+' || true)
    echo "$target: ${1:-?} runs in ${2:-?} s (${rate} exec/s), cov $cov, ft $ft, corpus $corp, no crash"
    record "$target" "${2:-?}" "${1:-?}" "$cov" "$ft" "$corp" "no crash"
  else
    echo "!! $target found a crash; see $log and fuzz/artifacts/$target/"
    # The time until the crash (with the build) and the last status line before it.
    last=$(grep -aE '^#[0-9]+.*cov:' "$log" | tail -n 1 || true)
    runs=$(echo "$last" | grep -oE '^#[0-9]+' | tr -d '#' || true)
    cov=$(echo "$last" | grep -oE 'cov: [0-9]+' | grep -oE '[0-9]+' || true)
    ft=$(echo "$last" | grep -oE 'ft: [0-9]+' | grep -oE '[0-9]+' || true)
    corp=$(echo "$last" | grep -oE 'corp: [0-9]+' | grep -oE '[0-9]+' || true)
    record "$target" "<$((SECONDS - started))" "${runs:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" \
      "CRASH (see fuzz/artifacts/$target/)"
    tail -n 30 "$log"
    status=1
  fi
done
exit $status
