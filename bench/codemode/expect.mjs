// Runs every codemode workload in node with the shared tool bridge and writes what
// each returns to bench/codemode/expected.json: the outputs every engine must give.
//   node bench/codemode/expect.mjs           rewrite expected.json
//   node bench/codemode/expect.mjs --check   fail when node now gives something else
// Needs bench/wasm's dependencies (`cd bench/wasm && npm ci`) for TypeScript's
// transpiler: node 20 runs the ts workload with its types stripped.
import { writeFileSync } from "node:fs";
import vm from "node:vm";

import { expected, hostCallPrelude, loadWorkloads, answerer } from "./harness.mjs";
import { stripTypes } from "./strip.mjs";

/** Runs workload `w` in a fresh node context; resolves to its value. */
export async function runInNode(w) {
  const calls = [];
  let next = 1;
  const context = vm.createContext({
    __hostCall: (name, argsText) => {
      const id = next++;
      calls.push([id, name, JSON.parse(argsText)]);
      return id;
    },
    __globalsText: w.globalsText,
  });
  const promise = vm.runInContext(hostCallPrelude(w.tools) + w.jsSource, context, { filename: w.file });
  let state = "pending";
  let value;
  promise.then(
    (v) => ((state = "done"), (value = v)),
    (e) => ((state = "threw"), (value = e)),
  );
  const answer = answerer(w);
  for (;;) {
    await new Promise((r) => setImmediate(r));
    if (state === "done") return value;
    if (state === "threw") throw value;
    if (calls.length === 0) throw new Error(`${w.name}: waits on nothing`);
    for (const [id, name] of calls.splice(0)) context.__answer(id, answer(name));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = {};
  for (const w of loadWorkloads({ strip: stripTypes })) {
    const value = await runInNode(w);
    if (typeof value !== "string") throw new Error(`${w.name}: returned ${typeof value}, not a string`);
    out[w.name] = value;
  }
  if (process.argv.includes("--check")) {
    const want = expected();
    const bad = Object.keys(out).filter((k) => out[k] !== want[k]);
    if (bad.length) {
      console.error(`expect: node now gives other outputs for ${bad.join(", ")}`);
      process.exit(1);
    }
    console.log(`expect: node gives expected.json's outputs for all ${Object.keys(out).length} workloads`);
  } else {
    writeFileSync(new URL("./expected.json", import.meta.url), JSON.stringify(out, null, 2) + "\n");
    console.log(`expect: wrote bench/codemode/expected.json (node ${process.version})`);
  }
}
