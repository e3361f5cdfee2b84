#!/usr/bin/env bash
# Regenerates vm/tests/scripts/*.out with node: what each script prints through
# `print`/`console.log`; an uncaught error ends the output with "Uncaught Name: message".
# Usage: vm/tests/regen.sh [script.js ...]   (default: every script)
# node 20 needs --harmony-json-parse-with-source for JSON.rawJSON and context.source.
set -euo pipefail
dir="$(cd "$(dirname "$0")" && pwd)/scripts"
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=("$dir"/*.js); fi
for f in "${files[@]}"; do
  node --harmony-json-parse-with-source -e '
    const fs = require("fs");
    globalThis.print = (...a) => console.log(...a);
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
  ' "$f" > "${f%.js}.out"
done
