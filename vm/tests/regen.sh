#!/usr/bin/env bash
# Regenerates vm/tests/scripts/*.out with node: what each script prints through
# `print`/`console.log`; an uncaught error ends the output with "Uncaught Name: message".
# Usage: vm/tests/regen.sh [script.js ...]   (default: every script)
# node 20 needs --harmony-json-parse-with-source for JSON.rawJSON and context.source,
# and has no Temporal: scripts named temporal_*.js run with @js-temporal/polyfill
# (pinned in vm/tests/temporal/package.json, installed here with npm ci).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dir="$here/scripts"
if [ ! -d "$here/temporal/node_modules/@js-temporal/polyfill" ]; then
  (cd "$here/temporal" && npm ci --silent)
fi
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=("$dir"/*.js); fi
for f in "${files[@]}"; do
  node --harmony-json-parse-with-source -e '
    const fs = require("fs");
    globalThis.print = (...a) => console.log(...a);
    if (require("path").basename(process.argv[1]).startsWith("temporal_")) {
      const polyfill = require(process.argv[2] + "/temporal/node_modules/@js-temporal/polyfill");
      globalThis.Temporal = polyfill.Temporal;
      Date.prototype.toTemporalInstant = polyfill.toTemporalInstant;
    }
    const src = fs.readFileSync(process.argv[1], "utf8");
    process.on("uncaughtException", (e) => {
      const first = (e instanceof Error ? `${e.name}: ${e.message}` : require("util").inspect(e));
      console.log("Uncaught " + first);
      process.exit(0);
    });
    process.on("unhandledRejection", (e) => {
      const first = (e instanceof Error ? `${e.name}: ${e.message}` : require("util").inspect(e));
      console.log("Uncaught " + first);
      process.exit(0);
    });
    require("vm").runInThisContext(src, { filename: process.argv[1] });
  ' "$f" "$here" > "${f%.js}.out"
done
