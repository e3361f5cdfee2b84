// The engines of the wasm benchmarks behind one interface, each module compiled once:
//   cairn          the repository's module (npm/cairn.wasm) through the npm package
//   quickjs        quickjs-emscripten-core with @jitl/quickjs-wasmfile-release-sync (QuickJS)
//   quickjs-ng     the same with @jitl/quickjs-ng-wasmfile-release-sync (QuickJS-NG)
//   quickjs-wasi   quickjs-wasi (QuickJS-NG for WASI; an instance per VM)
//
// Each engine gives: `run(w, bridge)` a workload in a fresh VM to its value (tool answers
// as JSON text parsed inside the engine; Cairn also with answers as wire values);
// `idle(n)` the memory of n VMs waiting on a tool call; `memoryAfter(w)` the linear
// memory of a fresh instance after one run; `bridge` in/out paths; `calls(n)` n small
// synchronous host calls; `e2e` the end-to-end cases.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

import { Engine } from "../../npm/dist/index.js";
import { newQuickJSWASMModuleFromVariant, newVariant } from "quickjs-emscripten-core";
import qjsVariant from "@jitl/quickjs-wasmfile-release-sync";
import ngVariant from "@jitl/quickjs-ng-wasmfile-release-sync";
import { QuickJS } from "quickjs-wasi";

import { answerer, cairnJsonPrelude, hostCallPrelude } from "../codemode/harness.mjs";

const require = createRequire(import.meta.url);
const versionOf = (pkg) => JSON.parse(readFileSync(new URL(`node_modules/${pkg}/package.json`, import.meta.url), "utf8")).version;

export const WASM_FILES = {
  cairn: new URL("../../npm/cairn.wasm", import.meta.url).pathname,
  quickjs: require.resolve("@jitl/quickjs-wasmfile-release-sync/wasm"),
  "quickjs-ng": require.resolve("@jitl/quickjs-ng-wasmfile-release-sync/wasm"),
  "quickjs-wasi": require.resolve("quickjs-wasi/quickjs.wasm"),
};

export const VERSIONS = {
  cairn: `the repository's module (${new URL("../../npm/cairn.wasm", import.meta.url).pathname.split("/").slice(-2).join("/")})`,
  quickjs: `quickjs-emscripten-core ${versionOf("quickjs-emscripten-core")} + @jitl/quickjs-wasmfile-release-sync ${versionOf("@jitl/quickjs-wasmfile-release-sync")} (QuickJS)`,
  "quickjs-ng": `quickjs-emscripten-core ${versionOf("quickjs-emscripten-core")} + @jitl/quickjs-ng-wasmfile-release-sync ${versionOf("@jitl/quickjs-ng-wasmfile-release-sync")} (QuickJS-NG)`,
  "quickjs-wasi": `quickjs-wasi ${versionOf("quickjs-wasi")} (QuickJS-NG for WASI, an instance per VM)`,
};

/** `(async () => ...)()` bodies' promise → value, on engines that answer through `__hostCall`. */
function check(w, state, value) {
  if (state === 2) throw new Error(`${w.name}: threw: ${value}`);
  return value;
}

// ---------------------------------------------------------------- Cairn

export async function cairn(file = WASM_FILES.cairn, name = "cairn") {
  const module = await WebAssembly.compile(readFileSync(file));
  let engine = new Engine(module);

  const drive = (vm, status, answer, json) => {
    while (status.kind === "idle") {
      for (const call of status.calls) {
        if (json) JSON.parse(call.args);
        const text = answer(call.name);
        vm.resolve(call.id, json ? text : JSON.parse(text));
      }
      status = vm.run();
    }
    return status;
  };
  const start = (w, bridge) => {
    const json = bridge === "json";
    const vm = engine.newVm({
      tools: w.tools,
      globals: json ? { __globalsText: w.globalsText } : JSON.parse(w.globalsText),
    });
    const status = vm.start(json ? cairnJsonPrelude + w.source : w.source, { name: w.file });
    return { vm, status, json };
  };
  const finish = (w, vm, status) => {
    vm.free();
    if (status.kind !== "done") throw new Error(`${w.name}: ${JSON.stringify(status.error ?? status)}`);
    return status.value;
  };

  return {
    name,
    run(w, bridge = "json") {
      const { vm, status, json } = start(w, bridge);
      return finish(w, vm, drive(vm, status, answerer(w), json));
    },
    newVm() {
      return engine.newVm();
    },
    freeVm(vm) {
      vm.free();
    },
    /** Bytes of linear memory per VM held idle on a tool call (a fresh instance). */
    idle(n) {
      engine = new Engine(module);
      engine.newVm().free();
      const before = engine.memoryBytes();
      const held = [];
      for (let i = 0; i < n; i++) {
        const vm = engine.newVm({ tools: ["t"] });
        vm.start("(async () => await tools.t({}))()");
        held.push(vm);
      }
      const linear = (engine.memoryBytes() - before) / n;
      const heap = median(held.slice(0, 50).map((vm) => vm.heapBytes(true)));
      for (const vm of held) vm.free();
      engine = new Engine(module);
      return { linear, heap };
    },
    memoryAfter(w, bridge = "json") {
      engine = new Engine(module);
      const { vm, status, json } = start(w, bridge);
      const end = drive(vm, status, answerer(w), json);
      const heap = vm.heapBytes(false);
      const bytes = engine.memoryBytes();
      finish(w, vm, end);
      engine = new Engine(module);
      return { linear: bytes, heap };
    },
    /** The dump of a VM waiting on one tool call (the smallest dump there is): size, write, load. */
    minimalDump(reps) {
      const vm = engine.newVm({ tools: ["t"] });
      vm.start("(async () => await tools.t({}))()");
      const writes = [];
      const loads = [];
      let bytes;
      for (let i = 0; i < reps; i++) {
        const t = performance.now();
        bytes = vm.dump();
        writes.push(performance.now() - t);
      }
      for (let i = 0; i < reps; i++) {
        const t = performance.now();
        const loaded = engine.loadVm(bytes);
        loads.push(performance.now() - t);
        loaded.free();
      }
      vm.free();
      return { size: bytes.length, write: median(writes), load: median(loads) };
    },
    /** Dumps at every idle point: continues each run in the VM loaded from the dump. */
    dumps(w, reps, gzip) {
      const { vm: first, status: s0, json } = start(w, "json");
      let vm = first;
      let status = s0;
      const answer = answerer(w);
      const points = [];
      while (status.kind === "idle") {
        const writes = [];
        let bytes;
        for (let i = 0; i < reps; i++) {
          const t = performance.now();
          bytes = vm.dump();
          writes.push(performance.now() - t);
        }
        const loads = [];
        let next;
        for (let i = 0; i < reps; i++) {
          const t = performance.now();
          const loaded = engine.loadVm(bytes);
          loads.push(performance.now() - t);
          if (next) next.free();
          next = loaded;
        }
        vm.free();
        vm = next;
        points.push({ size: bytes.length, gzip: gzip(bytes).length, write: median(writes), load: median(loads) });
        for (const call of vm.pendingCalls()) {
          if (json) JSON.parse(call.args);
          const text = answer(call.name);
          vm.resolve(call.id, json ? text : JSON.parse(text));
        }
        status = vm.run();
      }
      return { points, value: finish(w, vm, status) };
    },
    bridge: {
      /** A VM waiting on `tools.in`, then on `tools.hold`, then returning what came in. */
      prepare() {
        const vm = engine.newVm({ tools: ["in", "hold"] });
        const s = vm.start("(async () => { const v = await tools.in({}); await tools.hold({}); return v; })()");
        return { vm, id: s.calls[0].id };
      },
      in(st, value) {
        st.vm.resolve(st.id, value);
        const s = st.vm.run();
        st.hold = s.calls[0].id;
      },
      out(st) {
        st.vm.resolve(st.hold, null);
        const s = st.vm.run();
        return s.value;
      },
      free(st) {
        st.vm.free();
      },
    },
    /** n synchronous host calls: the run alone (the VM is made before). */
    calls(n) {
      const vm = engine.newVm({ functions: { add: (a, b) => a + b } });
      const t = performance.now();
      const s = vm.start(`let s = 0; for (let i = 0; i < ${n}; i++) s += add(i, 2); s`);
      const ms = performance.now() - t;
      vm.free();
      if (s.value !== (n * (n - 1)) / 2 + 2 * n) throw new Error("calls: wrong sum");
      return ms;
    },
    /** A run with a host answering by `answer(name, args)` (values, the best path). */
    e2e(source, tools, answer) {
      const vm = engine.newVm({ tools });
      let s = vm.start(source);
      while (s.kind === "idle") {
        for (const call of s.calls) vm.resolve(call.id, answer(call.name, call.args));
        s = vm.run();
      }
      vm.free();
      if (s.kind !== "done") throw new Error(JSON.stringify(s));
      return s.value;
    },
  };
}

// ---------------------------------------------------------------- quickjs-emscripten

export async function emscripten(name, variant) {
  const wasmModule = await WebAssembly.compile(readFileSync(WASM_FILES[name]));
  const instance = () => newQuickJSWASMModuleFromVariant(newVariant(variant, { wasmModule }));
  let qjs = await instance();

  /** A fresh runtime and context with `__hostCall` recording into `calls`. */
  const open = (calls) => {
    const rt = qjs.newRuntime();
    const ctx = rt.newContext();
    let next = 0;
    const fn = ctx.newFunction("__hostCall", (nameH, argsH) => {
      next += 1;
      calls.push([next, ctx.getString(nameH), ctx.getString(argsH)]);
      return ctx.newNumber(next);
    });
    ctx.setProp(ctx.global, "__hostCall", fn);
    fn.dispose();
    return { rt, ctx };
  };
  const close = ({ rt, ctx }) => {
    ctx.dispose();
    rt.dispose();
  };
  const getGlobal = (ctx, key) => ctx.getProp(ctx.global, key);
  /** Evaluates `prelude + source`; answers calls (JSON text, or `hand(ctx, value)`) to the end. */
  const drive = (vmx, calls, source, filename, answer, hand) => {
    const { rt, ctx } = vmx;
    const p = ctx.unwrapResult(ctx.evalCode(source, filename));
    const settle = getGlobal(ctx, "__settle");
    ctx.unwrapResult(ctx.callFunction(settle, ctx.undefined, p)).dispose();
    settle.dispose();
    p.dispose();
    const answerFn = getGlobal(ctx, "__answer");
    try {
      for (;;) {
        const jobs = rt.executePendingJobs();
        if (jobs.error) {
          const e = ctx.dump(jobs.error);
          jobs.error.dispose();
          throw new Error(`job failed: ${JSON.stringify(e)}`);
        }
        const stateH = getGlobal(ctx, "__state");
        const state = ctx.typeof(stateH) === "number" ? ctx.getNumber(stateH) : 0;
        stateH.dispose();
        if (state !== 0) {
          const vH = getGlobal(ctx, "__value");
          const v = ctx.typeof(vH) === "string" ? ctx.getString(vH) : ctx.dump(vH);
          vH.dispose();
          return [state, v];
        }
        if (calls.length === 0) throw new Error("waits on nothing");
        for (const [id, name, args] of calls.splice(0)) {
          const idH = ctx.newNumber(id);
          const a = answer(name, hand ? JSON.parse(args) : args);
          const vH = hand ? hand(ctx, a) : ctx.newString(a);
          ctx.unwrapResult(ctx.callFunction(answerFn, ctx.undefined, idH, vH)).dispose();
          idH.dispose();
          vH.dispose();
        }
      }
    } finally {
      answerFn.dispose();
    }
  };
  const prelude = (w, raw) => {
    let p = hostCallPrelude(w.tools);
    // The end-to-end cases hand values in by the best path: `__answer` takes the value.
    if (raw) p = p.replace("w[0](JSON.parse(text));", "w[0](text);");
    return p;
  };
  const runOnce = (w) => {
    const calls = [];
    const vmx = open(calls);
    try {
      const g = vmx.ctx.newString(w.globalsText);
      vmx.ctx.setProp(vmx.ctx.global, "__globalsText", g);
      g.dispose();
      const next = answerer(w);
      const [state, value] = drive(vmx, calls, prelude(w) + w.jsSource, w.file, (name, args) => {
        JSON.parse(args);
        return next(name);
      });
      return check(w, state, value);
    } finally {
      close(vmx);
    }
  };
  /** The functions the bridge calls inside a context, fetched once per context. */
  const helpers = (ctx) => {
    const h = ctx.unwrapResult(ctx.evalCode("[JSON.parse, JSON.stringify, (b) => new Uint8Array(b), (v) => v instanceof Uint8Array]"));
    const fns = [0, 1, 2, 3].map((i) => ctx.getProp(h, i));
    h.dispose();
    return { parse: fns[0], stringify: fns[1], bytes: fns[2], isBytes: fns[3], dispose: () => fns.forEach((f) => f.dispose()) };
  };
  /** Strings as strings, bytes as an ArrayBuffer, anything else as JSON text parsed inside. */
  const hand = (ctx, fns, value) => {
    if (typeof value === "string") return ctx.newString(value);
    if (value instanceof Uint8Array) {
      const buf = ctx.newArrayBuffer(value.slice().buffer);
      const r = ctx.unwrapResult(ctx.callFunction(fns.bytes, ctx.undefined, buf));
      buf.dispose();
      return r;
    }
    const text = ctx.newString(JSON.stringify(value));
    const r = ctx.unwrapResult(ctx.callFunction(fns.parse, ctx.undefined, text));
    text.dispose();
    return r;
  };
  const take = (ctx, fns, h) => {
    if (ctx.typeof(h) === "string") return ctx.getString(h);
    const b = ctx.unwrapResult(ctx.callFunction(fns.isBytes, ctx.undefined, h));
    const bytes = ctx.dump(b);
    b.dispose();
    if (bytes) {
      const bufH = ctx.getProp(h, "buffer");
      const view = ctx.getArrayBuffer(bufH);
      const copy = view.value.slice();
      view.dispose();
      bufH.dispose();
      return copy;
    }
    const s = ctx.unwrapResult(ctx.callFunction(fns.stringify, ctx.undefined, h));
    const text = ctx.getString(s);
    s.dispose();
    return JSON.parse(text);
  };

  return {
    name,
    run: runOnce,
    newVm() {
      const rt = qjs.newRuntime();
      return { rt, ctx: rt.newContext() };
    },
    freeVm: close,
    idle(n) {
      // A fresh instance: its linear memory's growth over n VMs held idle.
      return instance().then((fresh) => {
        const saved = qjs;
        qjs = fresh;
        const probe = open([]);
        close(probe);
        const before = qjs.getWasmMemory().buffer.byteLength;
        const held = [];
        for (let i = 0; i < n; i++) {
          const calls = [];
          const vmx = open(calls);
          const w = { tools: ["t"] };
          const g = vmx.ctx.newString("{}");
          vmx.ctx.setProp(vmx.ctx.global, "__globalsText", g);
          g.dispose();
          vmx.ctx.unwrapResult(vmx.ctx.evalCode(prelude(w) + "(async () => await tools.t({}))()")).dispose();
          held.push(vmx);
        }
        const linear = (qjs.getWasmMemory().buffer.byteLength - before) / n;
        const heap = median(
          held.slice(0, 50).map(({ rt, ctx }) => {
            const usage = rt.computeMemoryUsage();
            const used = ctx.dump(usage).memory_used_size;
            usage.dispose();
            return used;
          }),
        );
        for (const vmx of held) close(vmx);
        qjs = saved;
        return { linear, heap };
      });
    },
    async memoryAfter(w) {
      const saved = qjs;
      qjs = await instance();
      const calls = [];
      const vmx = open(calls);
      const g = vmx.ctx.newString(w.globalsText);
      vmx.ctx.setProp(vmx.ctx.global, "__globalsText", g);
      g.dispose();
      const next = answerer(w);
      drive(vmx, calls, prelude(w) + w.jsSource, w.file, (name) => next(name));
      const usage = vmx.rt.computeMemoryUsage();
      const heap = vmx.ctx.dump(usage).memory_used_size;
      usage.dispose();
      const linear = qjs.getWasmMemory().buffer.byteLength;
      close(vmx);
      qjs = saved;
      return { linear, heap };
    },
    bridge: {
      prepare() {
        const rt = qjs.newRuntime();
        const ctx = rt.newContext();
        return { rt, ctx, fns: helpers(ctx) };
      },
      in(st, value) {
        const h = hand(st.ctx, st.fns, value);
        st.ctx.setProp(st.ctx.global, "v", h);
        h.dispose();
      },
      out(st) {
        const h = st.ctx.getProp(st.ctx.global, "v");
        const v = take(st.ctx, st.fns, h);
        h.dispose();
        return v;
      },
      free(st) {
        st.fns.dispose();
        close(st);
      },
    },
    calls(n) {
      const rt = qjs.newRuntime();
      const ctx = rt.newContext();
      const add = ctx.newFunction("add", (a, b) => ctx.newNumber(ctx.getNumber(a) + ctx.getNumber(b)));
      ctx.setProp(ctx.global, "add", add);
      add.dispose();
      const t = performance.now();
      const r = ctx.unwrapResult(ctx.evalCode(`let s = 0; for (let i = 0; i < ${n}; i++) s += add(i, 2); s`));
      const ms = performance.now() - t;
      const v = ctx.getNumber(r);
      r.dispose();
      close({ rt, ctx });
      if (v !== (n * (n - 1)) / 2 + 2 * n) throw new Error("calls: wrong sum");
      return ms;
    },
    e2e(source, tools, answer) {
      const calls = [];
      const vmx = open(calls);
      try {
        const g = vmx.ctx.newString("{}");
        vmx.ctx.setProp(vmx.ctx.global, "__globalsText", g);
        g.dispose();
        const fns = helpers(vmx.ctx);
        try {
          const [state, value] = drive(vmx, calls, prelude({ tools }, true) + source, "e2e.js", answer, (ctx, v) => hand(ctx, fns, v));
          return check({ name: "e2e" }, state, value);
        } finally {
          fns.dispose();
        }
      } finally {
        close(vmx);
      }
    },
  };
}

// ---------------------------------------------------------------- quickjs-wasi

export async function wasi() {
  const module = await WebAssembly.compile(readFileSync(WASM_FILES["quickjs-wasi"]));
  const create = () => QuickJS.create({ wasm: module, timezoneOffset: 0 });

  const open = async (calls) => {
    const vm = await create();
    let next = 0;
    const fn = vm.newFunction("__hostCall", (nameH, argsH) => {
      next += 1;
      calls.push([next, nameH.toString(), argsH.toString()]);
      return vm.newNumber(next);
    });
    vm.setProp(vm.global, "__hostCall", fn);
    fn.dispose();
    return vm;
  };
  const drive = (vm, calls, source, filename, answer, hand) => {
    const p = vm.evalCode(source, filename);
    const settle = vm.global.getProp("__settle");
    vm.callFunction(settle, vm.undefined, p).dispose();
    settle.dispose();
    p.dispose();
    const answerFn = vm.global.getProp("__answer");
    for (;;) {
      vm.executePendingJobs();
      const stateH = vm.global.getProp("__state");
      const state = stateH.isNumber ? stateH.toNumber() : 0;
      stateH.dispose();
      if (state !== 0) {
        const vH = vm.global.getProp("__value");
        const v = vH.isString ? vH.toString() : vm.dump(vH);
        vH.dispose();
        answerFn.dispose();
        return [state, v];
      }
      if (calls.length === 0) throw new Error("waits on nothing");
      for (const [id, name, args] of calls.splice(0)) {
        const idH = vm.newNumber(id);
        const a = answer(name, hand ? JSON.parse(args) : args);
        const vH = hand ? hand(vm, a) : vm.newString(a);
        vm.callFunction(answerFn, vm.undefined, idH, vH).dispose();
        idH.dispose();
        vH.dispose();
      }
    }
  };
  const prelude = (w, raw) => {
    let p = hostCallPrelude(w.tools);
    if (raw) p = p.replace("w[0](JSON.parse(text));", "w[0](text);");
    return p;
  };
  const setGlobalsText = (vm, text) => {
    const g = vm.newString(text);
    vm.setProp(vm.global, "__globalsText", g);
    g.dispose();
  };
  /** JSON.parse and JSON.stringify of a VM, fetched once per VM. */
  const helpers = (vm) => {
    const parse = vm.evalCode("JSON.parse");
    const stringify = vm.evalCode("JSON.stringify");
    return { parse, stringify, dispose: () => (parse.dispose(), stringify.dispose()) };
  };
  const hand = (vm, fns, value) => {
    if (typeof value === "string") return vm.newString(value);
    if (value instanceof Uint8Array) return vm.newUint8Array(value);
    const text = vm.newString(JSON.stringify(value));
    const r = vm.callFunction(fns.parse, vm.undefined, text);
    text.dispose();
    return r;
  };
  const take = (vm, fns, h) => {
    if (h.isString) return h.toString();
    if (h.className === "Uint8Array") return h.toUint8Array().slice();
    const s = vm.callFunction(fns.stringify, vm.undefined, h);
    const text = s.toString();
    s.dispose();
    return JSON.parse(text);
  };

  return {
    name: "quickjs-wasi",
    async run(w) {
      const calls = [];
      const vm = await open(calls);
      try {
        setGlobalsText(vm, w.globalsText);
        const next = answerer(w);
        const [state, value] = drive(vm, calls, prelude(w) + w.jsSource, w.file, (name, args) => {
          JSON.parse(args);
          return next(name);
        });
        return check(w, state, value);
      } finally {
        vm.dispose();
      }
    },
    newVm: create,
    freeVm(vm) {
      vm.dispose();
    },
    /** Every VM is an instance: the memory of one held idle. */
    async idle(n) {
      const held = [];
      for (let i = 0; i < n; i++) {
        const calls = [];
        const vm = await open(calls);
        setGlobalsText(vm, "{}");
        vm.evalCode(prelude({ tools: ["t"] }) + "(async () => await tools.t({}))()").dispose();
        held.push(vm);
      }
      const linear = held.reduce((n, vm) => n + vm["exports"].memory.buffer.byteLength, 0) / n;
      const heap = median(held.map((vm) => vm.getMemoryUsage().memoryUsedSize));
      for (const vm of held) vm.dispose();
      return { linear, heap };
    },
    async memoryAfter(w) {
      const calls = [];
      const vm = await open(calls);
      setGlobalsText(vm, w.globalsText);
      const next = answerer(w);
      drive(vm, calls, prelude(w) + w.jsSource, w.file, (name) => next(name));
      const heap = vm.getMemoryUsage().memoryUsedSize;
      const linear = vm["exports"].memory.buffer.byteLength;
      vm.dispose();
      return { linear, heap };
    },
    bridge: {
      async prepare() {
        const vm = await create();
        return { vm, fns: helpers(vm) };
      },
      in({ vm, fns }, value) {
        const h = hand(vm, fns, value);
        vm.setProp(vm.global, "v", h);
        h.dispose();
      },
      out({ vm, fns }) {
        const h = vm.global.getProp("v");
        const v = take(vm, fns, h);
        h.dispose();
        return v;
      },
      free({ vm, fns }) {
        fns.dispose();
        vm.dispose();
      },
    },
    async calls(n) {
      const vm = await create();
      const add = vm.newFunction("add", (a, b) => vm.newNumber(a.toNumber() + b.toNumber()));
      vm.setProp(vm.global, "add", add);
      add.dispose();
      const t = performance.now();
      const r = vm.evalCode(`let s = 0; for (let i = 0; i < ${n}; i++) s += add(i, 2); s`);
      const ms = performance.now() - t;
      const v = r.toNumber();
      r.dispose();
      vm.dispose();
      if (v !== (n * (n - 1)) / 2 + 2 * n) throw new Error("calls: wrong sum");
      return ms;
    },
    async e2e(source, tools, answer) {
      const calls = [];
      const vm = await open(calls);
      try {
        setGlobalsText(vm, "{}");
        const fns = helpers(vm);
        const [state, value] = drive(vm, calls, prelude({ tools }, true) + source, "e2e.js", answer, (v, x) => hand(v, fns, x));
        return check({ name: "e2e" }, state, value);
      } finally {
        vm.dispose();
      }
    },
  };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

export async function allEngines() {
  return [await cairn(), await emscripten("quickjs", qjsVariant), await emscripten("quickjs-ng", ngVariant), await wasi()];
}
