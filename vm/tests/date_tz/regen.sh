#!/usr/bin/env bash
# Prints the expected lines of vm/tests/date_tz.rs: the script under two fixed-offset
# zones (node v20).
set -euo pipefail
dir="$(cd "$(dirname "$0")" && pwd)"
TZ=Etc/GMT-5 node "$dir/script.js"
TZ=Etc/GMT+8 node "$dir/script.js"
