#!/usr/bin/env bash
# Builds Cairn's WebAssembly module (crate wasm/, cairn-wasm) and the npm package (npm/):
#   1. the module in the `wasm-release` profile (opt-level "s", fat LTO, one codegen
#      unit, panic=abort) for wasm32-unknown-unknown;
#   2. its base image: a 64-bit build machine's image does not fit a wasm32 VM (the
#      heap types' sizes differ), so the first module writes its own image and a
#      second build embeds it (skipped when the first already loads its image);
#   3. wasm-opt -Oz (binaryen, an npm dev dependency pinned by npm/package-lock.json);
#   4. npm/cairn.wasm and the package's JavaScript (tsc), then prints the sizes.
# Installs what it needs: the rustup target (scripts/setup.sh) and `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
out="$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/cairn_wasm.wasm"
image="$CARGO_TARGET_DIR/cairn-wasm-base.img"

(cd npm && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi)

build() {
  cargo build --locked --profile wasm-release --target wasm32-unknown-unknown -p cairn-wasm
}

echo "build-wasm: building the module"
if [ -f "$image" ]; then export CAIRN_WASM_IMAGE="$image"; fi
build
if ! node npm/scripts/write-image.mjs "$out" "$image"; then
  echo "build-wasm: the embedded image does not load; building again with the module's own image"
  export CAIRN_WASM_IMAGE="$image"
  build
  node npm/scripts/write-image.mjs "$out" "$image" --check
fi

echo "build-wasm: wasm-opt -Oz"
npm/node_modules/.bin/wasm-opt -Oz --strip-debug --strip-producers \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-multivalue --enable-reference-types \
  "$out" -o npm/cairn.wasm

(cd npm && node_modules/.bin/tsc -p tsconfig.json)
node npm/scripts/sizes.mjs "$out" npm/cairn.wasm
