#!/usr/bin/env bash
# Prints the expected lines of vm/tests/date_tz.rs: the script under two fixed-offset
# zones (node v20).
set -euo pipefail
dir="$(cd "$(dirname "$0")" && pwd)"
TZ=Etc/GMT-5 node "$dir/script.js"
TZ=Etc/GMT+8 node "$dir/script.js"
# dst.js under two zones with daylight saving time (the hooks in date_tz.rs follow
# their 2021 rules).
TZ=America/New_York node "$dir/dst.js"
TZ=Europe/Berlin node "$dir/dst.js"
