#!/bin/sh
# Generated programs against node: tests/gen/run.sh [N [SEED]] generates N programs
# (seeds SEED..SEED+N, default 1000 from 1000000), runs them all through one node
# process (tests/gen/driver.mjs) and through cairn in-process (the `gen` example,
# release build), and reports how many agree. For each difference it prints the seed,
# a minimized program and both outputs (tests/gen/compare.mjs).
set -eu
N=${1:-1000}
SEED=${2:-1000000}
cd "$(dirname "$0")/../.."
cargo build --release --quiet --example gen --bin cairn
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
GEN=target/release/examples/gen
"$GEN" print "$SEED" "$N" > "$WORK/programs.txt"
node tests/gen/driver.mjs "$WORK/programs.txt" > "$WORK/node.txt"
"$GEN" run "$SEED" "$N" > "$WORK/cairn.txt"
node tests/gen/compare.mjs "$WORK/programs.txt" "$WORK/node.txt" "$WORK/cairn.txt" target/release/cairn
