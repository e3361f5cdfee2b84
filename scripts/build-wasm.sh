#!/usr/bin/env bash
# Builds Cairn's WebAssembly module (crate wasm/, cairn-wasm) and the npm package (npm/):
#   1. the module in the `wasm-release` profile (opt-level "z", fat LTO, one codegen
#      unit, panic=abort) for wasm32-unknown-unknown;
#   2. a check that it loads its base image (written on the build machine: see
#      wasm/build.rs) and that a realm it sets up itself has the same payload, and one
#      that it links no float formatting or serde (npm/scripts/check-linked.mjs);
#   3. wasm-opt -Oz --converge (binaryen, an npm dev dependency pinned by npm/package-lock.json);
#   4. npm/cairn.wasm and the package's JavaScript (tsc), then prints the sizes.
# Installs what it needs: the rustup target (scripts/setup.sh) and `npm ci`.
# CAIRN_WASM_FEATURES=temporal builds the variant with Temporal (wasm/README.md, "Size").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
out="$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/cairn_wasm.wasm"

(cd npm && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi)

echo "build-wasm: building the module"
# `cargo rustc --crate-type cdylib`, not `cargo build`: the crate is also an rlib (for
# its tests and the native example), and with two crate types in one rustc run cargo
# silently drops the profile's LTO (rust-lang/cargo#9672). Built alone, the cdylib gets
# fat LTO: about 8,600 functions become 5,400 and the module 8% smaller (wasm/README.md).
cargo rustc --locked --profile wasm-release --target wasm32-unknown-unknown -p cairn-wasm \
  --features "${CAIRN_WASM_FEATURES:-}" --lib --crate-type cdylib
node npm/scripts/check-image.mjs "$out"
node npm/scripts/check-linked.mjs "$out"

echo "build-wasm: wasm-opt -Oz --converge"
# --converge repeats -Oz until the module stops shrinking: 3 KB smaller (1.4 KB gzipped)
# for a longer run (wasm/README.md, "Size").
# --low-memory-unused: the module's first 4 MiB are its shadow stack (wasm-ld's
# --stack-first, `-zstack-size` in wasm/build.rs), growing down from 4 MiB, so an
# address below 1 KiB is only reached by a stack within 1 KiB of overflowing. The option
# lets wasm-opt fold `ptr + C` (C < 1 KiB) into a load's or store's offset, which
# differs only when the add wraps past 2^32 to such an address; the folded access then
# traps instead. 2.2 KB smaller gzipped (wasm/README.md, "Size").
npm/node_modules/.bin/wasm-opt -Oz --converge --low-memory-unused --strip-debug --strip-producers \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-multivalue --enable-reference-types \
  "$out" -o npm/cairn.wasm

(cd npm && node_modules/.bin/tsc -p tsconfig.json)
node npm/scripts/sizes.mjs "$out" npm/cairn.wasm
