// `WebAssembly.compile` of each engine's module with node's default flags (lazy
// compilation, Liftoff first), median of 7; prints JSON. bench.mjs runs this in a child
// process because it runs itself with --no-liftoff (every function optimized up front).
import { readFileSync } from "node:fs";

import { median, WASM_FILES } from "./engines.mjs";

const out = {};
for (const [name, file] of Object.entries(WASM_FILES)) {
  const bytes = readFileSync(file);
  const xs = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await WebAssembly.compile(bytes);
    xs.push(performance.now() - t);
  }
  out[name] = median(xs);
}
console.log(JSON.stringify(out));
