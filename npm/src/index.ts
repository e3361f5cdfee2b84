// Cairn for JavaScript hosts: the engine as one WebAssembly module, and VMs driven
// through its C ABI (wasm/src/lib.rs of the repository). Values cross as wire bytes
// (./wire.ts); nothing here is node-only except finding the module file when the host
// gives none.

import { decode, encodeInto, Out } from "./wire.js";

export { decode, encode, WireError } from "./wire.js";

/** The module's exports (wasm/src/lib.rs). */
interface Exports {
  memory: WebAssembly.Memory;
  cairn_alloc(len: number): number;
  cairn_realloc(ptr: number, len: number, size: number): number;
  cairn_free(ptr: number, len: number): void;
  cairn_error_ptr(): number;
  cairn_error_len(): number;
  cairn_image_loaded(): number;
  cairn_fingerprint(): bigint;
  cairn_vm_new(fuel: number, heap: number, depth: number, seed: number, clock: number, time: number): number;
  cairn_vm_load(
    ptr: number,
    len: number,
    fuel: number,
    heap: number,
    depth: number,
    seed: number,
    clock: number,
    time: number,
  ): number;
  cairn_vm_free(vm: number): number;
  cairn_vm_result_ptr(vm: number): number;
  cairn_vm_result_len(vm: number): number;
  cairn_vm_install_tools(vm: number, ptr: number, len: number): number;
  cairn_vm_set_global(vm: number, nptr: number, nlen: number, ptr: number, len: number): number;
  cairn_vm_register_function(vm: number, ptr: number, len: number, index: number): number;
  cairn_host_return(ptr: number, len: number, threw: number): void;
  cairn_vm_set_time_zone(vm: number, ptr: number, len: number): number;
  cairn_vm_set_host_time_zone(vm: number, zone: number): number;
  cairn_vm_start(vm: number, sptr: number, slen: number, nptr: number, nlen: number): number;
  cairn_vm_run(vm: number): number;
  cairn_vm_resolve(vm: number, id: number, ptr: number, len: number): number;
  cairn_vm_reject(vm: number, id: number, ptr: number, len: number): number;
  cairn_vm_pending(vm: number): number;
  cairn_vm_output(vm: number): number;
  cairn_vm_dump(vm: number): number;
  cairn_vm_heap_bytes(vm: number, collect: number): number;
  cairn_abort(): void;
}

/** An error the script threw, or the limit that ended it. */
export interface ScriptError {
  /** `TypeError`, `Error`, ...; `Termination` when a limit ended the run. */
  name: string;
  message: string;
  /** The message and the stack lines (`at f (file.ts:3:7)`). */
  stack: string;
  /** The limit that ended the run: `fuel`, `heap`, `depth`. */
  termination?: string;
  /** The thrown value as it crossed the wire (functions in it read as undefined). */
  value?: unknown;
}

/** A tool call the script waits on. */
export interface ToolCall {
  id: number;
  name: string;
  /** The call's argument (tools take one, by convention an object of parameters). */
  args: unknown;
}

/** Where a run stands. */
export type Status =
  | { kind: "done"; value: unknown }
  | { kind: "threw"; error: ScriptError }
  | { kind: "idle"; calls: ToolCall[] };

/** A synchronous host function: called from inside the interpreter with the arguments. */
export type HostFunction = (...args: any[]) => unknown;

/** How a VM is created. */
export interface VmOptions {
  /**
   * Fuel for the VM's whole life (a unit is about one empty-loop iteration of work), a
   * whole number (0: every run ends at once); unlimited by default or when Infinity.
   */
  fuel?: number;
  /** Heap byte limit, a whole number of at least 1; unlimited by default or when Infinity. */
  heapLimit?: number;
  /** Call depth limit (frames), a whole number from 1 to 2^32 - 1 (Infinity: the engine's own limit only). */
  callDepth?: number;
  /** The seed of `Math.random` (a non-negative integer below 2^53). */
  randomSeed?: number;
  /** `Date.now`: `"none"` (NaN, the default), a fixed time value, or `"host"` (`Date.now()` of the host). */
  clock?: "none" | "host" | number;
  /**
   * The local time zone (IANA name or `+05:30`); UTC by default. Date's local time
   * follows it (a named zone's offsets come from the host's `Intl`). The module has no
   * Temporal (a build option, see the package's README).
   */
  timeZone?: string;
  /** The names of `tools.NAME(arg)` the script may call (async: the run goes idle). */
  tools?: string[];
  /** Global variables, as values that cross the wire. */
  globals?: Record<string, unknown>;
  /** Global synchronous functions, called from inside the interpreter. */
  functions?: Record<string, HostFunction>;
  /** Give the VM its own instance (a trap then ends only this VM). */
  isolated?: boolean;
}

const encoder = new TextEncoder();
const textDecoder = new TextDecoder();

/**
 * Time zones whose offsets the host computes with its own `Intl` (the module carries no
 * time zone database): the module calls `zone_offset(index, t)`.
 */
const hostZones: Intl.DateTimeFormat[] = [];
const hostZoneIndex = new Map<string, number>();

/** The index of `zone` in `hostZones`; a RangeError if the host's `Intl` does not know it. */
function hostZone(zone: string): number {
  let index = hostZoneIndex.get(zone);
  if (index === undefined) {
    const format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    index = hostZones.push(format) - 1;
    hostZoneIndex.set(zone, index);
  }
  return index;
}

/** The offset from UTC in milliseconds of host zone `index` at time value `t`. */
function hostZoneOffset(index: number, t: number): number {
  const format = hostZones[index];
  // Past the Date range (a script's `new Date(275760, 8, 13)` in a zone west of UTC),
  // formatToParts throws: an exception here would unwind through the module and end
  // its instance (see `Instance.#ending`), so such times read as offset 0.
  const whole = Math.floor(t / 1000) * 1000;
  if (format === undefined || !(Math.abs(whole) <= 8.64e15)) return 0;
  try {
    const field: Record<string, string> = {};
    for (const part of format.formatToParts(whole)) field[part.type] = part.value;
    const year = Number(field.year);
    const local = new Date(0);
    local.setUTCFullYear(field.era === "BC" ? 1 - year : year, Number(field.month) - 1, Number(field.day));
    local.setUTCHours(Number(field.hour), Number(field.minute), Number(field.second), 0);
    const offset = local.getTime() - whole;
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0;
  }
}

/** The normalization forms of the module's `map_text` import, by number. */
const NORMALIZATION_FORMS = ["NFC", "NFD", "NFKC", "NFKD"] as const;

/** The status codes of the ABI. */
const DONE = 0;
const THREW = 1;
const IDLE = 2;

/**
 * The size an instance's value buffer starts at: most values (arguments and results of
 * host functions, tool answers) fit, so that writing them never reallocates.
 */
const OUT_START = 64 << 10;
/**
 * The largest value buffer an instance keeps after use; a larger one (a value of
 * megabytes) is freed for the VMs' heaps, and the next value starts at OUT_START again.
 */
const OUT_KEEP = 1 << 20;

/** Wire output written straight into the module's linear memory. */
class MemoryOut extends Out {
  ptr: number;
  /** The bytes at `ptr` (`buf.length` reads 0 once the memory grew). */
  cap: number;

  constructor(
    readonly exports: Exports,
    cap: number,
  ) {
    const ptr = exports.cairn_alloc(cap);
    if (ptr === 0) throw new Error("cairn: the module is out of memory");
    super(new Uint8Array(exports.memory.buffer, ptr, cap));
    this.ptr = ptr;
    this.cap = cap;
  }

  protected override grow(size: number): Uint8Array {
    const ptr = this.exports.cairn_realloc(this.ptr, this.cap, size);
    if (ptr === 0) throw new Error("cairn: the module is out of memory");
    this.ptr = ptr;
    this.cap = size;
    return new Uint8Array(this.exports.memory.buffer, ptr, size);
  }

  protected override reattach(): void {
    if (this.buf.byteLength === 0) this.setBuffer(new Uint8Array(this.exports.memory.buffer, this.ptr, this.cap));
  }

  /** Empties the buffer for the next value (any call into the module may have grown the memory). */
  reset(): void {
    this.len = 0;
    this.reattach();
  }

  free(): void {
    this.exports.cairn_free(this.ptr, this.cap);
  }
}

/** One instance of the module: its memory and the VMs that live in it. */
class Instance {
  readonly exports: Exports;
  /** The live VMs by handle, held weakly: a VM the host drops without `free()` is freed by [`vmFinalizer`]. */
  readonly vms = new Map<number, WeakRef<Vm>>();
  /** VMs freed while they ran (from one of their own host functions): freed when the
   * run returns. */
  #pendingFrees: number[] = [];
  dead: string | undefined;
  /** The memory's buffer as `view` last saw it. */
  #buffer: ArrayBuffer;
  /** The buffer values are written into, kept from one value to the next. */
  #out: MemoryOut | undefined;
  /** Whether `#out` holds a value being written or read (see `takeOut`). */
  #outBusy = false;

  constructor(module: WebAssembly.Module) {
    const imports = {
      cairn: {
        host_call: (vm: number, index: number, ptr: number, len: number) => this.hostCall(vm, index, ptr, len),
        now: () => Date.now(),
        zone_offset: hostZoneOffset,
        map_text: (mapping: number, ptr: number, len: number) => this.mapText(mapping, ptr, len),
      },
    };
    const instance = new WebAssembly.Instance(module, imports);
    this.exports = this.#ending(instance.exports as unknown as Exports);
    this.#buffer = this.exports.memory.buffer;
  }

  /**
   * The exports, each made to end the instance when a call does not return: a trap, or
   * an exception thrown through the module's frames (the host's stack overflowing while
   * the module runs, an import failing). Either leaves the module mid-operation (its
   * shadow stack pointer not restored, a VM half-changed), so none of its VMs may run
   * again; before this, a host stack overflow inside the module left the instance in use
   * with its stack pointer lowered, and later calls trapped.
   */
  #ending(exports: Exports): Exports {
    const ending: Record<string, unknown> = {};
    for (const [name, f] of Object.entries(exports)) {
      if (typeof f !== "function") {
        ending[name] = f;
        continue;
      }
      ending[name] = (...args: unknown[]) => {
        if (this.dead !== undefined) throw new Error(`cairn: ${this.dead}`);
        try {
          return f(...args);
        } catch (e) {
          return this.end(e);
        }
      };
    }
    return ending as unknown as Exports;
  }

  /** Ends the instance and every VM in it: `e` came out of the module (see `#ending`). */
  end(e: unknown): never {
    if (this.dead === undefined) {
      // Marked first, with nothing that can throw: the exception may be the host's
      // stack overflowing, or a value whose conversion to text throws.
      this.dead =
        e instanceof WebAssembly.RuntimeError
          ? "the VM's instance trapped"
          : "the VM's instance was left by an exception thrown through it";
      try {
        this.dead += ` (${e instanceof WebAssembly.RuntimeError ? e.message : String(e)})`;
      } catch {
        // No detail: the cause below keeps the exception.
      }
      for (const vm of this.vms.values()) vm.deref()?.endedBy(this.dead);
      this.vms.clear();
    }
    throw new Error(`cairn: ${this.dead}`, { cause: e });
  }

  /** A view of `len` bytes of memory at `ptr` (valid until the next call into the module). */
  view(ptr: number, len: number): Uint8Array {
    // `memory.buffer` costs more than a view; the buffer changes only when the memory
    // grows, which detaches the old one (its length then reads 0).
    if (this.#buffer.byteLength === 0) this.#buffer = this.exports.memory.buffer;
    return new Uint8Array(this.#buffer, ptr, len);
  }

  lastError(): string {
    const x = this.exports;
    return textDecoder.decode(this.view(x.cairn_error_ptr(), x.cairn_error_len()));
  }

  /** Copies `bytes` into memory the module reserved; call `f` with (ptr, len); frees. */
  withBytes<T>(bytes: Uint8Array, f: (ptr: number, len: number) => T): T {
    const x = this.exports;
    const len = bytes.length;
    const ptr = x.cairn_alloc(len);
    if (ptr === 0) throw new Error("cairn: the module is out of memory");
    try {
      this.view(ptr, len).set(bytes);
      return f(ptr, len);
    } finally {
      x.cairn_free(ptr, len);
    }
  }

  /**
   * An empty buffer in the module's memory to write a value into; `giveOut` after use.
   * The instance's own buffer, unless that is in use: encoding reads the value's
   * properties, and a getter may call into this instance again.
   */
  takeOut(): MemoryOut {
    if (this.#outBusy) return new MemoryOut(this.exports, OUT_START);
    this.#outBusy = true;
    if (this.#out === undefined) {
      this.#out = new MemoryOut(this.exports, OUT_START);
    } else {
      this.#out.reset();
    }
    return this.#out;
  }

  giveOut(out: MemoryOut): void {
    if (out !== this.#out) {
      out.free();
      return;
    }
    this.#outBusy = false;
    if (out.cap > OUT_KEEP) {
      out.free();
      this.#out = undefined;
    }
  }

  /** Encodes `value` as wire straight into memory the module reserved (one copy). */
  withValue<T>(value: unknown, f: (ptr: number, len: number) => T): T {
    const out = this.takeOut();
    try {
      encodeInto(value, out);
      return f(out.ptr, out.len);
    } finally {
      this.giveOut(out);
    }
  }

  /** Writes `text` as UTF-8 straight into memory the module reserved. */
  withText<T>(text: string, f: (ptr: number, len: number) => T): T {
    const x = this.exports;
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    const cap = text.length * 3;
    const ptr = x.cairn_alloc(cap);
    if (ptr === 0 && cap > 0) throw new Error("cairn: the module is out of memory");
    try {
      const { written } = encoder.encodeInto(text, this.view(ptr, cap));
      return f(ptr, written);
    } finally {
      x.cairn_free(ptr, cap);
    }
  }

  /** Frees `handle`, or, while it runs, as soon as its run returns. */
  freeVm(handle: number): void {
    if (this.dead !== undefined) return;
    if (this.exports.cairn_vm_free(handle) !== 0) this.#pendingFrees.push(handle);
  }

  /** Frees the VMs whose run has returned since they were freed. */
  freePending(): void {
    if (this.#pendingFrees.length === 0 || this.dead !== undefined) return;
    this.#pendingFrees = this.#pendingFrees.filter((h) => this.exports.cairn_vm_free(h) !== 0);
  }

  hostCall(handle: number, index: number, ptr: number, len: number): void {
    let value: unknown;
    let threw = 0;
    try {
      const fn = this.vms.get(handle)?.deref()?.functionAt(index);
      if (!fn) throw new Error("no such host function");
      const args = decode(this.view(ptr, len)) as unknown[];
      value = fn(...args);
      if (isThenable(value)) {
        // A promise cannot cross, and dropped, its rejection would be unhandled (node
        // ends the process): it is marked handled and the script gets the reason.
        const p = value;
        value = new Error("cairn: a host function returned a promise; host functions are synchronous (asynchronous work is a tool)");
        threw = 1;
        try {
          Promise.resolve(p).catch(() => {});
        } catch {
          // A thenable whose `then` throws: nothing is pending.
        }
      }
    } catch (e) {
      value = e;
      threw = 1;
    }
    try {
      this.hostReturn(value, threw);
      return;
    } catch (e) {
      if (this.dead !== undefined) throw e;
      // The value could not cross (the error names its path): the script sees that.
      try {
        this.hostReturn(e instanceof Error ? e : new Error(String(e)), 1);
        return;
      } catch {
        if (this.dead !== undefined) throw e;
      }
    }
    // Nor could that error (a getter of it throws): a fixed error, which always crosses.
    this.hostReturn(new Error("cairn: the host function's result could not cross the wire"), 1);
  }

  /**
   * Unicode text mappings for the module, which carries no normalization or case
   * mapping data: the `len` UTF-16 units at `ptr` mapped by the host's String.prototype
   * method (`mapping` 0 to 3: `normalize` to NFC, NFD, NFKC, NFKD; 4 `toUpperCase`; 5
   * `toLowerCase`), handed back as UTF-16LE bytes.
   */
  mapText(mapping: number, ptr: number, len: number): void {
    try {
      this.#mapText(mapping, ptr, len);
    } catch (e) {
      // Unanswered, the mapping is the script's TypeError; an exception thrown on would
      // unwind through the module and end the instance (unless that already happened).
      if (this.dead !== undefined) throw e;
    }
  }

  #mapText(mapping: number, ptr: number, len: number): void {
    const bytes = this.view(ptr, 2 * len);
    const units: number[] = [];
    let text = "";
    for (let i = 0; i < len; i++) {
      units.push(bytes[2 * i] | (bytes[2 * i + 1] << 8));
      // Chunks keep the argument list of fromCharCode short.
      if (units.length === 8192) {
        text += String.fromCharCode(...units);
        units.length = 0;
      }
    }
    text += String.fromCharCode(...units);
    const out =
      mapping === 4 ? text.toUpperCase() : mapping === 5 ? text.toLowerCase() : text.normalize(NORMALIZATION_FORMS[mapping] ?? "NFC");
    const answer = new Uint8Array(2 * out.length);
    for (let i = 0; i < out.length; i++) {
      const unit = out.charCodeAt(i);
      answer[2 * i] = unit & 0xff;
      answer[2 * i + 1] = unit >> 8;
    }
    this.withBytes(answer, (p, n) => this.exports.cairn_host_return(p, n, 0));
  }

  hostReturn(value: unknown, threw: number): void {
    const out = this.takeOut();
    try {
      encodeInto(value, out);
      this.exports.cairn_host_return(out.ptr, out.len, threw);
    } finally {
      this.giveOut(out);
    }
  }
}

/**
 * The option `name` as a whole number within `min..max`, or `none` when it is
 * undefined (or, for a limit, Infinity); anything else is an error, so that a mistyped
 * limit is never read as "no limit" (`heapLimit: 0`) or wrapped (`callDepth: 2 ** 32`).
 */
function wholeOption(o: VmOptions, name: "fuel" | "heapLimit" | "callDepth" | "randomSeed", min: number, max: number, none: number): number {
  const v = o[name];
  if (v === undefined || (v === Infinity && name !== "randomSeed")) return none;
  if (typeof v !== "number") throw new TypeError(`${name} must be a number, not ${typeof v}`);
  if (!Number.isInteger(v) || v < min || v > max) throw new RangeError(`${name} must be a whole number from ${min} to ${max}, not ${v}`);
  return v;
}

function optionArgs(o: VmOptions): [number, number, number, number, number, number] {
  const clock = o.clock ?? "none";
  if (clock !== "none" && clock !== "host" && !(typeof clock === "number" && Number.isFinite(clock))) {
    throw new TypeError(`clock must be "none", "host" or a finite time value, not ${String(clock)}`);
  }
  return [
    wholeOption(o, "fuel", 0, Number.MAX_SAFE_INTEGER, -1),
    wholeOption(o, "heapLimit", 1, Number.MAX_SAFE_INTEGER, 0),
    wholeOption(o, "callDepth", 1, 2 ** 32 - 1, 0),
    wholeOption(o, "randomSeed", 0, Number.MAX_SAFE_INTEGER, -1),
    clock === "none" ? 0 : clock === "host" ? 2 : 1,
    typeof clock === "number" ? clock : 0,
  ];
}

/** The compiled module and the instances VMs live in. */
export class Engine {
  #shared: Instance | undefined;

  constructor(readonly module: WebAssembly.Module) {}

  /** The shared instance, made anew after a trap ended the last one. */
  #instance(isolated: boolean): Instance {
    if (isolated) return new Instance(this.module);
    if (!this.#shared || this.#shared.dead) this.#shared = new Instance(this.module);
    return this.#shared;
  }

  /** A fresh VM from the base image. */
  newVm(options: VmOptions = {}): Vm {
    const inst = this.#instance(options.isolated ?? false);
    const handle = inst.exports.cairn_vm_new(...optionArgs(options));
    if (handle === 0) throw new Error(`cairn: ${inst.lastError()}`);
    return new Vm(inst, handle, options, true);
  }

  /** A VM continuing the run a dump recorded (`vm.dump()`, here or in the native library). */
  loadVm(dump: Uint8Array, options: VmOptions = {}): Vm {
    if (!(dump instanceof Uint8Array)) throw new TypeError("cairn: a dump is a Uint8Array");
    const inst = this.#instance(options.isolated ?? false);
    const handle = inst.withBytes(dump, (ptr, len) => inst.exports.cairn_vm_load(ptr, len, ...optionArgs(options)));
    if (handle === 0) throw new Error(`cairn: cannot load the dump: ${inst.lastError()}`);
    return new Vm(inst, handle, options, false);
  }

  /** Whether the module's embedded base image loaded (else each instance runs set-up once). */
  imageLoaded(): boolean {
    const inst = this.#instance(false);
    return inst.exports.cairn_image_loaded() === 1;
  }

  /** @internal Traps the shared instance (for tests of what a trap ends). */
  trapForTests(): void {
    const inst = this.#instance(false);
    inst.exports.cairn_abort();
  }

  /** The size of the shared instance's linear memory, in bytes. */
  memoryBytes(): number {
    return this.#instance(false).exports.memory.buffer.byteLength;
  }

  /** The engine's fingerprint: a dump loads where it is the same. */
  fingerprint(): bigint {
    const inst = this.#instance(false);
    return BigInt.asUintN(64, inst.exports.cairn_fingerprint());
  }
}

/**
 * Frees the module's side of a VM the host dropped without `free()` (about 34 KB each,
 * which would otherwise stay until the instance ends), once node has collected it.
 */
const vmFinalizer = new FinalizationRegistry<{ inst: Instance; handle: number }>(({ inst, handle }) => {
  if (inst.vms.get(handle)?.deref() !== undefined) return; // the handle was given to a new VM
  inst.vms.delete(handle);
  inst.freeVm(handle);
});

/** A VM: one isolated run of scripts. */
export class Vm {
  #inst: Instance;
  #handle: number;
  #ended: string | undefined;
  #functions: HostFunction[] = [];
  #started = false;

  /** @internal */
  constructor(inst: Instance, handle: number, options: VmOptions, fresh: boolean) {
    this.#inst = inst;
    this.#handle = handle;
    inst.vms.set(handle, new WeakRef(this));
    vmFinalizer.register(this, { inst, handle }, this);
    try {
      if (options.timeZone !== undefined) {
        const zone = options.timeZone;
        // UTC and offsets the module knows; named zones come from the host's Intl.
        const code = inst.withText(zone, (p, l) => inst.exports.cairn_vm_set_time_zone(handle, p, l));
        if (code !== 0) this.#check(inst.exports.cairn_vm_set_host_time_zone(handle, hostZone(zone)));
      }
      if (fresh && options.tools && options.tools.length > 0) {
        for (const name of options.tools) {
          if (name.includes("\n") || name === "") throw new TypeError(`cairn: bad tool name ${JSON.stringify(name)}`);
        }
        const names = options.tools.join("\n");
        this.#check(inst.withText(names, (p, l) => inst.exports.cairn_vm_install_tools(handle, p, l)));
      }
      for (const [name, value] of Object.entries(fresh ? (options.globals ?? {}) : {})) {
        this.#check(
          inst.withText(name, (np, nl) =>
            inst.withValue(value, (p, l) => inst.exports.cairn_vm_set_global(handle, np, nl, p, l)),
          ),
        );
      }
      for (const [name, fn] of Object.entries(options.functions ?? {})) {
        if (typeof fn !== "function") throw new TypeError(`cairn: functions.${name} is not a function`);
        const index = this.#functions.push(fn) - 1;
        this.#check(inst.withText(name, (p, l) => inst.exports.cairn_vm_register_function(handle, p, l, index)));
      }
    } catch (e) {
      this.free();
      throw e;
    }
    if (!fresh) this.#started = true;
  }

  /** @internal */
  functionAt(index: number): HostFunction | undefined {
    return this.#functions[index];
  }

  /** @internal */
  endedBy(reason: string): void {
    this.#ended = reason;
  }

  #check(code: number): void {
    if (code < 0) throw new Error(`cairn: ${this.#inst.lastError()}`);
  }

  #live(): Instance {
    if (this.#ended !== undefined) throw new Error(`cairn: the VM has ended (${this.#ended})`);
    return this.#inst;
  }

  #status(code: number): Status {
    try {
      return this.#readStatus(code);
    } finally {
      // VMs freed by their own host functions during the run (this one too).
      this.#inst.freePending();
    }
  }

  #readStatus(code: number): Status {
    const inst = this.#inst;
    this.#check(code);
    const x = inst.exports;
    const bytes = inst.view(x.cairn_vm_result_ptr(this.#handle), x.cairn_vm_result_len(this.#handle));
    const envelope = decode(bytes);
    switch (code) {
      case DONE:
        return { kind: "done", value: envelope };
      case THREW: {
        const e = envelope as ScriptError & { value?: Uint8Array };
        const error: ScriptError = { name: e.name, message: e.message, stack: e.stack };
        if (e.termination !== undefined) error.termination = e.termination;
        if (e.value !== undefined) {
          try {
            error.value = decode(e.value);
          } catch {
            // The thrown value did not read back; name, message and stack remain.
          }
        }
        return { kind: "threw", error };
      }
      case IDLE:
        return { kind: "idle", calls: callsOf(envelope) };
      default:
        throw new Error(`cairn: unknown status ${code}`);
    }
  }

  /**
   * Evaluates a script (`name` ending in `.ts`, `.mts` or `.cts`: TypeScript) and runs it
   * until it is done or idle. A script whose value is a promise is done when it settles.
   */
  start(source: string, options: { name?: string } = {}): Status {
    const inst = this.#live();
    if (typeof source !== "string") throw new TypeError("cairn: the source is a string");
    const name = options.name ?? "script.js";
    this.#started = true;
    return this.#status(
      inst.withText(source, (sp, sl) =>
        inst.withText(name, (np, nl) => inst.exports.cairn_vm_start(this.#handle, sp, sl, np, nl)),
      ),
    );
  }

  /** Runs again after tool calls were answered. */
  run(): Status {
    const inst = this.#live();
    if (!this.#started) throw new Error("cairn: run() before start()");
    return this.#status(inst.exports.cairn_vm_run(this.#handle));
  }

  /** Answers tool call `id` with `value` (any value the wire carries). */
  resolve(id: number, value: unknown): void {
    const inst = this.#live();
    checkCallId(id);
    this.#check(inst.withValue(value, (p, l) => inst.exports.cairn_vm_resolve(this.#handle, id, p, l)));
  }

  /** Fails tool call `id`: the script's `await` throws `error` (an Error crosses as one). */
  reject(id: number, error: unknown): void {
    const inst = this.#live();
    checkCallId(id);
    this.#check(inst.withValue(error, (p, l) => inst.exports.cairn_vm_reject(this.#handle, id, p, l)));
  }

  /** The tool calls the run waits on (after `loadVm`, the calls to answer). */
  pendingCalls(): ToolCall[] {
    const inst = this.#live();
    this.#check(inst.exports.cairn_vm_pending(this.#handle));
    const x = inst.exports;
    return callsOf(decode(inst.view(x.cairn_vm_result_ptr(this.#handle), x.cairn_vm_result_len(this.#handle))));
  }

  /** The lines `print` and `console.log` wrote since the last call. */
  output(): string[] {
    const inst = this.#live();
    this.#check(inst.exports.cairn_vm_output(this.#handle));
    const x = inst.exports;
    return decode(inst.view(x.cairn_vm_result_ptr(this.#handle), x.cairn_vm_result_len(this.#handle))) as string[];
  }

  /**
   * The run's state at an idle point, as bytes `loadVm` continues (here or natively).
   * Printed lines are not in it: take them with `output()` first.
   */
  dump(): Uint8Array {
    const inst = this.#live();
    this.#check(inst.exports.cairn_vm_dump(this.#handle));
    const x = inst.exports;
    return inst.view(x.cairn_vm_result_ptr(this.#handle), x.cairn_vm_result_len(this.#handle)).slice();
  }

  /** The VM's live heap bytes (after a full collection when `collect`). */
  heapBytes(collect = false): number {
    const inst = this.#live();
    return inst.exports.cairn_vm_heap_bytes(this.#handle, collect ? 1 : 0);
  }

  /** Whether the VM has ended (freed, or its instance trapped). */
  get ended(): boolean {
    return this.#ended !== undefined;
  }

  /** Frees the VM; using it after throws. Freeing twice does nothing. */
  free(): void {
    if (this.#ended !== undefined) return;
    this.#ended = "freed";
    this.#inst.vms.delete(this.#handle);
    vmFinalizer.unregister(this);
    this.#inst.freeVm(this.#handle);
  }
}

/** Refuses a tool call id that is not one (the module takes it as a u32: 2^32 + 1
 * would answer call 1). */
function checkCallId(id: number): void {
  if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) {
    throw new TypeError(`cairn: ${String(id)} is not a tool call id`);
  }
}

/** Whether `v` is a promise or another thenable (an object with a callable `then`). */
function isThenable(v: unknown): v is PromiseLike<unknown> {
  if ((typeof v !== "object" && typeof v !== "function") || v === null) return false;
  try {
    return typeof (v as { then?: unknown }).then === "function";
  } catch {
    return false;
  }
}

function callsOf(envelope: unknown): ToolCall[] {
  return (envelope as [number, string, Uint8Array][]).map(([id, name, args]) => ({ id, name, args: decode(args) }));
}

/** Compiles the module: from bytes, a URL or response (browsers), or the package's own file (node). */
export async function compile(source?: BufferSource | URL | Response | WebAssembly.Module): Promise<WebAssembly.Module> {
  if (source instanceof WebAssembly.Module) return source;
  if (source === undefined) {
    const url = new URL("../cairn.wasm", import.meta.url);
    if (url.protocol === "file:") {
      // node: read the file (a name in a variable, so bundlers for browsers leave it).
      const name = "node:fs/promises";
      const fs = (await import(name)) as { readFile(url: URL): Promise<Uint8Array<ArrayBuffer>> };
      return WebAssembly.compile(await fs.readFile(url));
    }
    return WebAssembly.compileStreaming(fetch(url));
  }
  if (source instanceof URL) return WebAssembly.compileStreaming(fetch(source));
  if (typeof Response !== "undefined" && source instanceof Response) return WebAssembly.compileStreaming(source);
  return WebAssembly.compile(source as BufferSource);
}

let defaultEngine: Promise<Engine> | undefined;

/** The engine of this process: the module compiled once (or from `module`, on first call). */
export function engine(module?: BufferSource | URL | WebAssembly.Module): Promise<Engine> {
  defaultEngine ??= compile(module).then((m) => new Engine(m));
  return defaultEngine;
}

/** A fresh VM of the process's engine. */
export async function newVm(options: VmOptions = {}): Promise<Vm> {
  return (await engine()).newVm(options);
}

/** A VM continuing a dump, in the process's engine. */
export async function loadVm(dump: Uint8Array, options: VmOptions = {}): Promise<Vm> {
  return (await engine()).loadVm(dump, options);
}

