// The async script corpus of the VM (vm/tests/dump, see vm/tests/dump.rs) in the wasm
// module: each script runs straight, then dumped and loaded into a fresh VM at every
// idle point, with the same printed lines and the same value.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { engine } from "../dist/index.js";
import { corpus, corpusDir, NEEDS_INTL, NEEDS_TEMPORAL, run } from "./corpus.mjs";

const cairn = await engine();

test("the corpus is there", () => assert.ok(corpus.length >= 20, `${corpus.length}`));

for (const file of corpus) {
  test(`corpus ${file}: straight and dumped at every idle point agree`, () => {
    const source = readFileSync(new URL(file, corpusDir), "utf8");
    const straight = run(cairn, source, false);
    assert.ok("done" in straight.outcome, JSON.stringify(straight.outcome));
    const dumped = run(cairn, source, true);
    assert.deepEqual(dumped.lines, straight.lines);
    assert.deepEqual(dumped.outcome, straight.outcome);
  });
}

for (const file of NEEDS_TEMPORAL) {
  test(`corpus ${file}: needs Temporal, which the module leaves out`, () => {
    const source = readFileSync(new URL(file, corpusDir), "utf8");
    const { outcome } = run(cairn, source, false);
    assert.match(JSON.stringify(outcome), /Temporal is not defined/);
  });
}

for (const file of NEEDS_INTL) {
  test(`corpus ${file}: needs Intl, which the module leaves out`, () => {
    const source = readFileSync(new URL(file, corpusDir), "utf8");
    const { outcome } = run(cairn, source, false);
    assert.match(JSON.stringify(outcome), /Intl is not defined/);
  });
}
