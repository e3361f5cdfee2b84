#!/usr/bin/env bash
# Builds the playground (web/): the npm package's JavaScript and module, copied to
# web/pkg/. Serve it with `node web/serve.mjs` (http://127.0.0.1:8080/).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f npm/cairn.wasm ] || [ ! -f npm/dist/index.js ]; then bash scripts/build-wasm.sh; fi
rm -rf web/pkg
mkdir -p web/pkg/dist
cp npm/dist/*.js web/pkg/dist/
cp npm/cairn.wasm web/pkg/
echo "build-web: web/pkg ready; serve with: node web/serve.mjs"
