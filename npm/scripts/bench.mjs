// The package's figures, in node: module compile time, new VM time (one shared
// instance, and an instance per VM), a VM's idle memory, and a codemode script with
// three tool calls run end to end from a fresh VM. Medians over repeated runs.
//   node npm/scripts/bench.mjs  (after scripts/build-wasm.sh)
import { readFileSync } from "node:fs";

import { Engine } from "../dist/index.js";

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const time = (f) => {
  const t = performance.now();
  f();
  return performance.now() - t;
};
const us = (ms) => `${(ms * 1000).toFixed(1)} µs`;

const bytes = readFileSync(new URL("../cairn.wasm", import.meta.url));
const compiles = [];
let module;
for (let i = 0; i < 7; i++) {
  const t = performance.now();
  module = await WebAssembly.compile(bytes);
  compiles.push(performance.now() - t);
}
console.log(`compile (WebAssembly.compile, ${bytes.length} bytes): first ${compiles[0].toFixed(1)} ms, median of 7 ${median(compiles).toFixed(1)} ms`);

const engine = new Engine(module);
const inst0 = time(() => new WebAssembly.Instance(module, { cairn: { host_call() {}, now: () => 0, zone_offset: () => 0, map_text() {} } }));
console.log(`instantiate alone: ${inst0.toFixed(1)} ms`);
const first = time(() => engine.newVm().free());
console.log(`first VM (instantiate, read the base image): ${first.toFixed(1)} ms`);

const shared = [];
for (let i = 0; i < 2000; i++) shared.push(time(() => engine.newVm().free()));
console.log(`new VM + free, shared instance: median ${us(median(shared))}`);

const isolated = [];
for (let i = 0; i < 30; i++) isolated.push(time(() => engine.newVm({ isolated: true }).free()));
console.log(`new VM + free, instance per VM: median ${us(median(isolated))}`);

// Idle memory: the growth of the shared instance's linear memory over 1,000 VMs held
// at an idle point (each waiting on one tool call), and the heap bytes one VM counts.
const before = engine.memoryBytes();
const held = [];
for (let i = 0; i < 1000; i++) {
  const vm = engine.newVm({ tools: ["t"] });
  vm.start("(async () => { const x = await tools.t(); return x; })()");
  held.push(vm);
}
const after = engine.memoryBytes();
const heaps = held.map((vm) => vm.heapBytes(true));
console.log(
  `idle VM: ${((after - before) / 1000 / 1024).toFixed(1)} KiB of linear memory each (1,000 held), ` +
    `heap bytes counted ${median(heaps)} (median)`,
);
const dumpSizes = held.slice(0, 50).map((vm) => vm.dump().length);
console.log(`dump of such a VM: ${median(dumpSizes)} bytes`);
for (const vm of held) vm.free();

const codemode = readFileSync(new URL("../../examples/codemode.js", import.meta.url), "utf8");
const answers = JSON.parse(readFileSync(new URL("../../examples/codemode-tools.json", import.meta.url), "utf8"));
const runCodemode = () => {
  const used = {};
  const vm = engine.newVm({ tools: Object.keys(answers) });
  let s = vm.start(codemode, { name: "codemode.js" });
  let calls = 0;
  while (s.kind === "idle") {
    for (const call of s.calls) {
      calls++;
      const a = answers[call.name];
      const i = (used[call.name] = (used[call.name] ?? -1) + 1);
      vm.resolve(call.id, Array.isArray(a) ? a[i] : a);
    }
    s = vm.run();
  }
  vm.free();
  if (s.kind !== "done") throw new Error(JSON.stringify(s));
  return calls;
};
const calls = runCodemode();
const e2e = [];
for (let i = 0; i < 300; i++) e2e.push(time(runCodemode));
console.log(`examples/codemode.js end to end from a fresh VM (${calls} tool calls): median ${us(median(e2e))}`);

// Three tool calls: one, then two at once; the answers reshaped.
const three = `(async () => {
  const user = await tools.getUser({ id: 7 });
  const [orders, prefs] = await Promise.all([tools.getOrders({ user: user.id }), tools.getPrefs({ user: user.id })]);
  const total = orders.reduce((sum, o) => sum + o.amount, 0);
  return { name: user.name, orders: orders.length, total, currency: prefs.currency, big: orders.filter((o) => o.amount > 50).map((o) => o.id) };
})()`;
const threeAnswers = {
  getUser: { id: 7, name: "Grace" },
  getOrders: Array.from({ length: 20 }, (_, i) => ({ id: i, amount: i * 7.5 })),
  getPrefs: { currency: "EUR" },
};
const runThree = () => {
  const vm = engine.newVm({ tools: Object.keys(threeAnswers) });
  let s = vm.start(three, { name: "three.js" });
  while (s.kind === "idle") {
    for (const call of s.calls) vm.resolve(call.id, threeAnswers[call.name]);
    s = vm.run();
  }
  vm.free();
  if (s.kind !== "done") throw new Error(JSON.stringify(s));
};
runThree();
const t3 = [];
for (let i = 0; i < 300; i++) t3.push(time(runThree));
console.log(`a codemode script with three tool calls, end to end from a fresh VM: median ${us(median(t3))}`);
