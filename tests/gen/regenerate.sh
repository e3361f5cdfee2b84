#!/bin/sh
# Regenerates tests/gen/expected.txt: node's output for the generated programs of seeds
# 0..500 (the ones tests/gen.rs checks), so that CI needs no node. Rerun after any change
# to tests/gen/generator.rs.
set -eu
cd "$(dirname "$0")/../.."
cargo build --release --quiet --example gen
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
target/release/examples/gen print 0 500 > "$WORK/programs.txt"
node tests/gen/driver.mjs "$WORK/programs.txt" > tests/gen/expected.txt
echo "wrote tests/gen/expected.txt with node $(node --version)"
