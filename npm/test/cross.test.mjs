// Dumps cross between the native engine and the wasm module, both ways: a run dumped
// at its first idle point in wasm continues natively, and one dumped natively
// continues in wasm; both end as the straight wasm run does. The native side is
// wasm/examples/native_dump.rs, named by CAIRN_NATIVE_DUMP (scripts/test.sh builds it
// and sets it); without it these tests are skipped.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

import { decode, engine } from "../dist/index.js";
import { answerAll, corpus, corpusDir, outcomeOf, run, TOOLS } from "./corpus.mjs";

const native = process.env.CAIRN_NATIVE_DUMP;
const skip = native ? false : "CAIRN_NATIVE_DUMP is not set";
const cairn = await engine();
const dir = mkdtempSync(join(tmpdir(), "cairn-cross-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));

/** The lines native_dump printed (U+0001 for a line break inside one). */
function linesOf(out) {
  return out === "" ? [] : out.replace(/\n$/, "").split("\n").map((l) => l.replaceAll("\u0001", "\n"));
}

function nativeOutcome(resultFile) {
  const [status, bytes] = decode(readFileSync(resultFile));
  const value = decode(bytes);
  return status === 0 ? { done: value } : { threw: value.message };
}

for (const file of corpus) {
  test(`cross ${file}: wasm dump continues natively, native dump continues in wasm`, { skip }, () => {
    const source = readFileSync(new URL(file, corpusDir), "utf8");
    const straight = run(cairn, source, false);

    // wasm -> native
    const vm = cairn.newVm({ tools: TOOLS });
    const first = vm.start(source, { name: "script.js" });
    assert.equal(first.kind, "idle");
    const before = vm.output();
    const dumpFile = join(dir, `${file}.wasm.dump`);
    const resultFile = join(dir, `${file}.result`);
    writeFileSync(dumpFile, vm.dump());
    vm.free();
    const out = execFileSync(native, ["finish", dumpFile, resultFile], { encoding: "utf8" });
    const nativeLines = linesOf(out);
    assert.deepEqual([...before, ...nativeLines], straight.lines);
    assert.deepEqual(nativeOutcome(resultFile), straight.outcome);

    // native -> wasm
    const nativeDump = join(dir, `${file}.native.dump`);
    const out2 = execFileSync(native, ["first", new URL(file, corpusDir).pathname, nativeDump], { encoding: "utf8" });
    const lines = linesOf(out2);
    const loaded = cairn.loadVm(new Uint8Array(readFileSync(nativeDump)));
    let status = { kind: "idle", calls: loaded.pendingCalls() };
    while (status.kind === "idle") {
      answerAll(loaded, status.calls);
      status = loaded.run();
      lines.push(...loaded.output());
    }
    loaded.free();
    assert.deepEqual(lines, straight.lines);
    assert.deepEqual(outcomeOf(status), straight.outcome);
  });
}
