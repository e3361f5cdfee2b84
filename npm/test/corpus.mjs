// The async script corpus of the VM (vm/tests/dump, see vm/tests/dump.rs) and the
// tool answers its scripts get, shared by corpus.test.mjs and cross.test.mjs.
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";

export const TOOLS = ["echo", "add", "rows", "fail", "delay"];
export const corpusDir = new URL("../../vm/tests/dump/", import.meta.url);
/**
 * Scripts that use Temporal: the module is built without it (wasm/README.md), so they
 * run natively only. corpus.test.mjs checks that each still fails in the module for
 * that reason, so that the list cannot go stale.
 */
export const NEEDS_TEMPORAL = ["temporal.js"];
/**
 * Scripts that use Intl: the module is built without it (wasm/README.md), so they run
 * natively only; corpus.test.mjs checks that each fails in the module for that reason.
 */
export const NEEDS_INTL = ["intl_text.js"];
export const corpus = readdirSync(corpusDir)
  .filter((f) => f.endsWith(".js") && !NEEDS_TEMPORAL.includes(f) && !NEEDS_INTL.includes(f))
  .sort();

/** The answer to a call, as vm/tests/dump.rs gives it: [resolved, value]. */
export function answer(call) {
  const arg = call.args;
  const num = (v) => (typeof v === "number" ? v : 0);
  const field = (k) => (arg !== null && typeof arg === "object" && !Array.isArray(arg) ? arg[k] : undefined);
  switch (call.name) {
    case "echo":
    case "delay":
      return [true, arg];
    case "add":
      return [true, num(field("a")) + num(field("b"))];
    case "rows":
      return [
        true,
        Array.from({ length: num(field("n")) }, (_, i) => ({ id: i, name: `row ${i}`, score: i * 1.5, tags: ["t"] })),
      ];
    case "fail":
      return [false, `failed ${call.id}`];
    default:
      throw new Error(`unknown tool ${call.name}`);
  }
}

export function answerAll(vm, calls) {
  for (const call of [...calls].reverse()) {
    const [ok, value] = answer(call);
    if (ok) vm.resolve(call.id, value);
    else vm.reject(call.id, value);
  }
}

/** Runs `source`; with `dumpEveryIdle`, continues in a VM loaded from a dump at each idle point. */
export function run(cairn, source, dumpEveryIdle) {
  let vm = cairn.newVm({ tools: TOOLS });
  const lines = [];
  let status = vm.start(source, { name: "script.js" });
  let rounds = 0;
  const sizes = [];
  while (status.kind === "idle") {
    assert.ok(++rounds < 10000, "too many rounds");
    lines.push(...vm.output());
    if (dumpEveryIdle) {
      const dump = vm.dump();
      sizes.push(dump.length);
      vm.free();
      vm = cairn.loadVm(dump);
      assert.deepEqual(vm.pendingCalls(), status.calls, "pending calls survive the dump");
    }
    answerAll(vm, status.calls);
    status = vm.run();
  }
  lines.push(...vm.output());
  vm.free();
  return { lines, outcome: outcomeOf(status), sizes };
}

export function outcomeOf(status) {
  return status.kind === "done" ? { done: status.value } : { threw: status.error.message };
}

