#!/bin/sh
# Real-world TypeScript: npm packages that ship their TypeScript sources (pinned: rxjs,
# mobx, immer, effect, @trpc/server, @reduxjs/toolkit, @tanstack/query-core and
# table-core; 973 files) must all parse and keep exactly the imports tsc keeps; rxjs
# run from its sources must print what node prints with rxjs' own build
# (realworld/rxjs_smoke.ts); and the files give ts_bench a second yardstick. Needs the
# npm registry, so it is not part of CI. Usage: tests/ts/realworld.sh [ROUNDS]
set -e
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --silent
work="${TMPDIR:-/tmp}/cairn-ts-realworld"
rm -rf "$work"
mkdir -p "$work/pkgs"
(
  cd "$work/pkgs"
  npm pack --silent rxjs@7.8.2 mobx@6.13.7 immer@10.1.1 effect@3.10.0 @trpc/server@10.45.2 \
    @reduxjs/toolkit@2.3.0 @tanstack/query-core@5.59.0 @tanstack/table-core@8.20.5 >/dev/null
  for f in *.tgz; do mkdir "${f%.tgz}"; tar xzf "$f" -C "${f%.tgz}"; done
)
(cd ../.. && cargo build -q --release -p cairn -p cairn-ts --example ts_check --example ts_bench)
node realworld.mjs "$work/pkgs" "$work/pairs" ../../target/release/examples/ts_check ../../target/release/cairn
TS_BENCH_PAIRS="$work/pairs" ../../target/release/examples/ts_bench "${1:-20}"
