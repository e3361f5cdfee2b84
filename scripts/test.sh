#!/usr/bin/env bash
# Runs every test of Cairn: formatting, lints, unit and integration tests, the wasm32
# build of the library crates, the test262 gate against the committed baseline, and the
# wasm module with its npm package (scripts/build-wasm.sh, then node's test runner).
# This is the test command of README.md; .ci/run calls it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# A run of every test builds each crate once; incremental caches would only take disk.
export CARGO_INCREMENTAL=0

step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all --check

step "cargo clippy (warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "wasm32 build of the engine's library crates"
cargo build --locked --target wasm32-unknown-unknown \
  -p cairn-lexer -p cairn-parser -p cairn-ts -p cairn-compiler -p cairn-gc \
  -p cairn-vm -p cairn-snapshot -p cairn-wire
# The facade too, without the program's allocator (a C library).
cargo build --locked --target wasm32-unknown-unknown -p cairn --no-default-features --lib

step "fuzz targets still build (cargo check on stable; fuzzing itself: fuzz/run-all.sh)"
cargo check --quiet --manifest-path fuzz/Cargo.toml --locked --bins

step "test262 gate (parse mode) against test262/baseline/parse.txt"
cargo run --release --locked -q -p cairn-test262 -- check --mode parse -q

step "test262 gate (run mode, the whole suite) against test262/baseline/run.txt"
cargo run --release --locked -q -p cairn-test262 -- check --mode run -q

step "PostgreSQL server for durable/tests/postgres.rs (scripts/postgres.sh)"
# The test starts a server of its own when CAIRN_DURABLE_PG_URL is unset; it is skipped,
# with a loud message, only if no server can be started either way.
pg_dir="${TMPDIR:-/tmp}/cairn-durable-pg-test-$$"
if CAIRN_DURABLE_PG_URL="$(bash scripts/postgres.sh start "$pg_dir" 54329)"; then
  export CAIRN_DURABLE_PG_URL
  trap 'bash scripts/postgres.sh stop "$pg_dir"' EXIT
else
  echo "test.sh: ************************************************************" >&2
  echo "test.sh: NO POSTGRESQL SERVER on port 54329; durable/tests/postgres.rs" >&2
  echo "test.sh: will try its own, or say SKIPPED." >&2
  echo "test.sh: ************************************************************" >&2
fi

step "cargo test (durable/: the SQLite kill test and the PostgreSQL test run here too)"
cargo test --workspace --locked

step "the embedding examples (examples/embed.rs; examples/pool.rs: runs moved between threads as dumps)"
cargo run --locked -q --example embed
cargo run --locked -q --example pool

step "stress and soak (examples/soak.rs: 100,000 fresh runs, 1,000 runtimes alive at once, 10,000 damaged dumps)"
cargo run --release --locked -q --example soak

step "an interrupt ends every endless program (examples/deadline.rs; prints how soon)"
cargo run --release --locked -q --example deadline

step "the cairn program's link order is current (scripts/link-order.py --check; rewrite: bash bench/process.sh --order)"
cargo build --release --locked -q --bin cairn
python3 scripts/link-order.py --check "${CARGO_TARGET_DIR:-$PWD/target}/release/cairn" src/bin/cairn/link-order.txt

step "the wasm module and the npm package (scripts/build-wasm.sh, node --test in npm/)"
bash scripts/build-wasm.sh
cargo build --release --locked -q -p cairn-wasm --example native_dump
(cd npm && CAIRN_NATIVE_DUMP="${CARGO_TARGET_DIR:-$PWD/../target}/release/examples/native_dump" \
  node --test test/*.test.mjs)

step "the codemode benchmarks' workloads under the npm package give node's outputs (bench/codemode)"
node --test bench/codemode/cairn.test.mjs
