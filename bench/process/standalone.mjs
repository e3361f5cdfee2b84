// Writes the codemode workloads (bench/codemode) as standalone scripts that a whole
// process runs: each script carries its tool answers (JSON text, parsed inside the
// engine as the benchmarks' bridge does), answers its tools in call order with
// resolved promises, and prints the body's value. Also writes `one.js`, the one-line
// script of the start-up figure, and `expected.json`, node's output for each script.
//
// Usage: node bench/process/standalone.mjs DIR
// Writes DIR/NAME.js for every workload (the ts workload as DIR/ts.ts, as written,
// for Cairn, and as DIR/ts.js with the types stripped by TypeScript's transpiler, for
// engines without TypeScript; that needs bench/wasm's dev dependencies).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { expected, loadWorkloads } from "../codemode/harness.mjs";
import { stripTypes } from "../codemode/strip.mjs";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node bench/process/standalone.mjs DIR");
  process.exit(2);
}
mkdirSync(dir, { recursive: true });

/** The prelude: `tools.NAME(args)` answers with the next recorded answer of NAME. */
const prelude = (w) => `const __answers = JSON.parse(${JSON.stringify(JSON.stringify(w.answers))});
globalThis.tools = {};
for (const name of Object.keys(__answers)) {
  let next = 0;
  tools[name] = (args) => {
    JSON.stringify(args);
    return Promise.resolve(JSON.parse(__answers[name][next++]));
  };
}
for (const [k, v] of Object.entries(JSON.parse(${JSON.stringify(w.globalsText)}))) globalThis[k] = v;
`;

/** The body, whose last line is `})()` (a `;` after it is dropped), with its value printed. */
function body(w, source) {
  const text = source.trimEnd().replace(/;$/, "");
  if (!text.endsWith("})()")) throw new Error(`${w.name}: the body does not end with "})()"`);
  return `${text}.then((v) => print(v), (e) => print("ERROR " + e));\n`;
}

const outputs = { one: "2" };
writeFileSync(join(dir, "one.js"), "console.log(1+1)\n");
const want = expected();
for (const w of loadWorkloads({ strip: stripTypes })) {
  if (w.name === "ts") {
    writeFileSync(join(dir, "ts.ts"), prelude(w) + body(w, w.source));
    writeFileSync(join(dir, "ts.js"), prelude(w) + body(w, w.jsSource));
  } else {
    writeFileSync(join(dir, `${w.name}.js`), prelude(w) + body(w, w.source));
  }
  outputs[w.name] = want[w.name];
}
writeFileSync(join(dir, "expected.json"), JSON.stringify(outputs, null, 2) + "\n");
console.log(`standalone: ${Object.keys(outputs).length} scripts in ${dir}`);
