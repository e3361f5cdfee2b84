// The corpus (vm/tests/dump) in node itself, with the same tool answers given as the
// VM's host gives them: once the script's promise jobs have run (a macrotask), every
// waiting call is answered at once, in reverse order as the corpus's tests answer
// them, and values cross as copies (structuredClone, as wire would). The printed
// lines and the value agree with the wasm module's. Scripts using what node 20 does
// not have are left out.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { format } from "node:util";
import vm from "node:vm";

import { engine } from "../dist/index.js";
import { answer, corpus, corpusDir, run, TOOLS } from "./corpus.mjs";

// Temporal, ShadowRealm, Object.groupBy, iterator helpers... are not in node 20.
const NODE_20_LACKS = /Temporal|ShadowRealm|groupBy|\.toSorted|Iterator\.|\.drop\(|\.take\(|Set\.prototype\.(union|intersection)|\.union\(|Promise\.withResolvers|Promise\.try|Array\.fromAsync|\.toReversed|\.with\(/;

const cairn = await engine();

async function inNode(source) {
  const lines = [];
  let next = 0;
  let waiting = [];
  const flush = () => {
    const round = waiting;
    waiting = [];
    for (const { call, resolve, reject } of round.reverse()) {
      const [ok, value] = answer(call);
      (ok ? resolve : reject)(structuredClone(value));
    }
  };
  const print = (...args) => lines.push(format(...args));
  const tools = {};
  const context = vm.createContext({ tools, console: { log: print }, print });
  // The context's own Promise: a foreign one would take extra jobs to await.
  const ContextPromise = vm.runInContext("Promise", context);
  for (const name of TOOLS) {
    tools[name] = (args) =>
      new ContextPromise((resolve, reject) => {
        if (waiting.length === 0) setImmediate(flush);
        waiting.push({ call: { id: next++, name, args: structuredClone(args) }, resolve, reject });
      });
  }
  try {
    const value = await vm.runInContext(source, context, { filename: "script.js" });
    return { lines, outcome: { done: structuredClone(value) } };
  } catch (e) {
    return { lines, outcome: { threw: `${e?.name}: ${e?.message}` } };
  }
}

let compared = 0;
for (const file of corpus) {
  const source = readFileSync(new URL(file, corpusDir), "utf8");
  const skip = NODE_20_LACKS.test(source) ? "uses what node 20 lacks" : false;
  test(`node agrees: ${file}`, { skip }, async () => {
    const ours = run(cairn, source, false);
    const theirs = await inNode(source);
    assert.deepEqual(ours.lines, theirs.lines);
    assert.deepEqual(ours.outcome, theirs.outcome);
    compared++;
  });
}

test("most of the corpus is compared with node", () => {
  assert.ok(compared >= corpus.length / 2, `${compared} of ${corpus.length}`);
});
