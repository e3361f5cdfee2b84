// CI's check of the codemode benchmarks (bench/codemode): the nine workloads, run by
// Cairn's npm package, give node's outputs (expected.json), with tool answers as JSON
// text parsed inside the engine and as wire values; and the seeded generator still
// makes the data of data.sha256. Needs the package built (scripts/build-wasm.sh).
//   node --test bench/codemode/cairn.test.mjs
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import test from "node:test";

import { Engine, compile } from "../../npm/dist/index.js";
import { generate, NAMES } from "./gen.mjs";
import { answerer, cairnJsonPrelude, expected, loadWorkloads } from "./harness.mjs";

const engine = new Engine(await compile(readFileSync(new URL("../../npm/cairn.wasm", import.meta.url))));
const want = expected();

function run(w, json) {
  const vm = engine.newVm({
    tools: w.tools,
    globals: json ? { __globalsText: w.globalsText } : JSON.parse(w.globalsText),
    fuel: 1e9,
  });
  const answer = answerer(w);
  let status = vm.start(json ? cairnJsonPrelude + w.source : w.source, { name: w.file });
  while (status.kind === "idle") {
    for (const call of status.calls) {
      const text = answer(call.name);
      vm.resolve(call.id, json ? text : JSON.parse(text));
    }
    status = vm.run();
  }
  vm.free();
  assert.equal(status.kind, "done", `${w.name}: ${JSON.stringify(status.error ?? status)}`);
  return status.value;
}

for (const w of loadWorkloads()) {
  test(`${w.name}: node's output, answers as JSON text`, () => assert.equal(run(w, true), want[w.name]));
  test(`${w.name}: node's output, answers as wire values`, () => assert.equal(run(w, false), want[w.name]));
}

test("the generator makes the data of data.sha256", () => {
  const all = generate();
  const sums = NAMES.map((n) => `${createHash("sha256").update(JSON.stringify(all[n])).digest("hex")}  ${n}.tools.json`).join("\n") + "\n";
  assert.equal(sums, readFileSync(new URL("./data.sha256", import.meta.url), "utf8"));
});
