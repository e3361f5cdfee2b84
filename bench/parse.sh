#!/usr/bin/env bash
# Parse throughput of Cairn and oxc_parser side by side (oxc is a benchmark-only
# dependency, built here and nowhere else). Usage: bash bench/parse.sh [TEST262_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/parse"
cargo run --release --quiet -- "${1:-$here/../../shared/test262}"
