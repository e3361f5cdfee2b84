// Cairn's wire format, version 1 (docs/wire.md of the repository), in JavaScript:
// `encode` writes a JavaScript value as wire bytes, `decode` reads them back. Both
// follow the specification's rules: canonical varints, canonical NaN and BigInt, key
// sets for repeated rows, references for shared objects and cycles, and a reader that
// checks every invariant (lengths and counts against the input, depth, distinct keys).

const VERSION = 0x01;

const T_UNDEFINED = 0x00;
const T_NULL = 0x01;
const T_FALSE = 0x02;
const T_TRUE = 0x03;
const T_INT32 = 0x04;
const T_FLOAT64 = 0x05;
const T_BIGINT_POS = 0x06;
const T_BIGINT_NEG = 0x07;
const T_LATIN1 = 0x08;
const T_UTF16 = 0x09;
const T_UTF8 = 0x0a;
const T_ARRAY = 0x0b;
const T_SPARSE = 0x0c;
const T_OBJECT = 0x0d;
const T_OBJECT_LIKE = 0x0e;
const T_MAP = 0x0f;
const T_SET = 0x10;
const T_DATE = 0x11;
const T_BYTES = 0x12;
const T_ERROR = 0x13;
const T_REF = 0x14;
const T_HOLE = 0x15;

const ERROR_HAS_STACK = 1;
const ERROR_HAS_CAUSE = 2;

/** The deepest nesting of containers, the root counting as one (the spec's default). */
export const DEFAULT_MAX_DEPTH = 256;

/** A value that cannot be written as wire, or bytes that are not valid wire. */
export class WireError extends Error {
  override name = "WireError";
}

// ----- writing -----

// Strings of this many units or more are copied by TextEncoder (ASCII) and TextDecoder
// (native code); shorter ones by a loop in JavaScript, which costs less than the call
// into the host's code below about 30 units (node 20).
const SHORT_STRING = 32;

const textEncoder = new TextEncoder();

/**
 * Where `encode` writes: a growable byte buffer. The package's VMs use one that lives in
 * the module's linear memory, so that a value (a long string included) is written
 * where the VM reads it, in one copy.
 */
export class Out {
  buf: Uint8Array;
  len = 0;
  /** A view of `buf` for floats, made at the first float (most values have none). */
  #view: DataView | undefined;

  constructor(buf: Uint8Array = new Uint8Array(256)) {
    this.buf = buf;
  }

  /** Writes into `buf` from now on (the same bytes, or a larger copy of them). */
  protected setBuffer(buf: Uint8Array): void {
    this.buf = buf;
    this.#view = undefined;
  }

  /**
   * Makes `buf` usable again if it was detached. A buffer in a wasm memory is when the
   * memory grows, which a getter of the value being written may cause (by calling into
   * the module); this one never is.
   */
  protected reattach(): void {}

  /** A buffer of at least `size` bytes holding the first `this.len` bytes of the old one. */
  protected grow(size: number): Uint8Array {
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    return next;
  }

  reserve(n: number): void {
    if (this.len + n <= this.buf.length) return;
    // A detached buffer reads as empty, so it comes here.
    this.reattach();
    if (this.len + n <= this.buf.length) return;
    let size = Math.max(this.buf.length * 2, 16);
    while (size < this.len + n) size *= 2;
    this.setBuffer(this.grow(size));
  }

  byte(b: number): void {
    this.reserve(1);
    this.buf[this.len++] = b;
  }

  varint(n: number): void {
    this.reserve(5);
    n >>>= 0;
    while (n >= 0x80) {
      this.buf[this.len++] = (n & 0x7f) | 0x80;
      n >>>= 7;
    }
    this.buf[this.len++] = n;
  }

  f64(x: number): void {
    this.reserve(8);
    if (Number.isNaN(x)) {
      // The canonical quiet NaN, 0x7FF8_0000_0000_0000.
      this.buf.set([0, 0, 0, 0, 0, 0, 0xf8, 0x7f], this.len);
    } else {
      this.#view ??= new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength);
      this.#view.setFloat64(this.len, x, true);
    }
    this.len += 8;
  }

  /**
   * A string as Latin-1 when every unit is below 0x100, else as UTF-16 (which carries
   * lone surrogates). Not UTF-8, though TextEncoder writes it fastest: the VM reads
   * UTF-8 text several times slower than UTF-16 (it transcodes it).
   */
  string(s: string): void {
    const n = s.length;
    // ASCII first: encodeInto (native code) writes each ASCII unit as one byte, its
    // Latin-1 form, and reads all n units into n bytes only when every unit is ASCII.
    // Tried when the first units are ASCII: on other text it would be wasted work.
    if (n >= SHORT_STRING && asciiStart(s)) {
      this.reserve(6 + n);
      const start = this.len;
      this.byte(T_LATIN1);
      this.varint(n);
      if (textEncoder.encodeInto(s, this.buf.subarray(this.len, this.len + n)).read === n) {
        this.len += n;
        return;
      }
      this.len = start;
    }
    for (let i = 0; i < n; i++) {
      if (s.charCodeAt(i) > 0xff) {
        this.utf16(s);
        return;
      }
    }
    this.byte(T_LATIN1);
    this.varint(n);
    this.reserve(n);
    const b = this.buf;
    let at = this.len;
    for (let i = 0; i < n; i++) b[at++] = s.charCodeAt(i);
    this.len = at;
  }

  /** Any string as UTF-16 (each unit little-endian). */
  private utf16(s: string): void {
    const n = s.length;
    this.byte(T_UTF16);
    this.varint(n);
    this.reserve(2 * n);
    const b = this.buf;
    let at = this.len;
    for (let i = 0; i < n; i++) {
      const u = s.charCodeAt(i);
      b[at++] = u & 0xff;
      b[at++] = u >>> 8;
    }
    this.len = at;
  }
}

/** Whether the first SHORT_STRING units of `s` are ASCII. */
function asciiStart(s: string): boolean {
  for (let i = 0; i < SHORT_STRING; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

function pathKey(path: string, key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${quote(key)}]`;
}

function quote(s: string): string {
  let out = '"';
  for (const c of s) {
    if (c === '"' || c === "\\") out += "\\" + c;
    else if (c < " ") out += "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
    else out += c;
  }
  return out + '"';
}

/**
 * A node of the key sets written so far, as a trie over their keys in order: `id` is the
 * key set that ends here (-1 if none), `next` the nodes one key further. Walking it with
 * the keys from Object.keys (strings whose hashes V8 keeps) costs a Map lookup a key,
 * where a signature string joined from the keys cost a new string and its hash per object.
 */
interface KeyNode {
  id: number;
  next: Map<string, KeyNode> | undefined;
}

const INT32_MIN = -0x80000000;
const INT32_MAX = 0x7fffffff;

/** Options of [`encode`]. */
export interface EncodeOptions {
  /** The deepest nesting of containers (default 256). */
  maxDepth?: number;
}

/** A step of a path that is not an index or a key (`.<key 2>`, `.cause`). */
class Label {
  constructor(readonly text: string) {}
}

const CAUSE = new Label(".cause");

class Encoder {
  // Made at the first object: a value that is a scalar (a host function's usual
  // result) costs no Map.
  objects: Map<object, number> | undefined;
  objectCount = 0;
  keySets: KeyNode = { id: -1, next: undefined };
  keySetCount = 0;

  /**
   * Where the value being written is, from the root: array indices, object keys, and
   * labels (a Map's or Set's item, an error's cause). Made into text (`$.rows[3].fn`)
   * only for an error: building it for every value would cost more than the writing.
   */
  path: (number | string | Label)[] = [];

  constructor(
    readonly maxDepth: number,
    readonly out: Out,
  ) {}

  fail(what: string): never {
    throw new WireError(`${this.pathText()}: ${what} cannot cross the wire`);
  }

  pathText(): string {
    let text = "$";
    for (const step of this.path) {
      if (typeof step === "number") text += `[${step}]`;
      else if (typeof step === "string") text = pathKey(text, step);
      else text += step.text;
    }
    return text;
  }

  /** Writes `v`, reached from the value being written by `step`. */
  child(v: unknown, step: number | string | Label, depth: number): void {
    this.path.push(step);
    this.value(v, depth);
    this.path.pop();
  }

  /** Writes a reference if `o` was written before; else numbers it. */
  seen(o: object): boolean {
    this.objects ??= new Map();
    const id = this.objects.get(o);
    if (id !== undefined) {
      this.out.byte(T_REF);
      this.out.varint(id);
      return true;
    }
    this.objects.set(o, this.objectCount++);
    return false;
  }

  value(v: unknown, depth: number): void {
    const out = this.out;
    switch (typeof v) {
      case "undefined":
        out.byte(T_UNDEFINED);
        return;
      case "boolean":
        out.byte(v ? T_TRUE : T_FALSE);
        return;
      case "number":
        if (Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX && !Object.is(v, -0)) {
          out.byte(T_INT32);
          out.varint((v << 1) ^ (v >> 31));
        } else {
          out.byte(T_FLOAT64);
          out.f64(v);
        }
        return;
      case "bigint": {
        const negative = v < 0n;
        let m = negative ? -v : v;
        const bytes: number[] = [];
        while (m > 0n) {
          bytes.push(Number(m & 0xffn));
          m >>= 8n;
        }
        out.byte(negative ? T_BIGINT_NEG : T_BIGINT_POS);
        out.varint(bytes.length);
        out.reserve(bytes.length);
        out.buf.set(bytes, out.len);
        out.len += bytes.length;
        return;
      }
      case "string":
        out.string(v);
        return;
      case "symbol":
        this.fail("a symbol");
      // eslint-disable-next-line no-fallthrough
      case "function":
        this.fail("a function");
      // eslint-disable-next-line no-fallthrough
      case "object":
        if (v === null) {
          out.byte(T_NULL);
          return;
        }
        this.object(v, depth);
        return;
    }
  }

  object(o: object, depth: number): void {
    const out = this.out;
    if (depth > this.maxDepth) {
      throw new WireError(`${this.pathText()}: nested more than ${this.maxDepth} deep`);
    }
    // Most objects are plain: skip the tests for the other kinds.
    const proto = Object.getPrototypeOf(o);
    if (proto === Object.prototype || proto === null) {
      this.plain(o, depth);
      return;
    }
    if (Array.isArray(o)) {
      if (this.seen(o)) return;
      const len = o.length;
      // Counted by index up to a million, by its keys past that: a length of 2^32 - 1
      // with a few elements took minutes by index.
      let present = 0;
      let keys: string[] | undefined;
      if (len <= 1 << 20) {
        for (let i = 0; i < len; i++) if (i in o) present++;
      } else {
        keys = Object.keys(o);
        for (const key of keys) if (isIndexKey(key, len)) present++;
      }
      if (len > 0 && present * 2 < len) {
        out.byte(T_SPARSE);
        out.varint(len);
        out.varint(present);
        for (const key of keys ?? Object.keys(o)) {
          if (!isIndexKey(key, len)) continue;
          const i = Number(key);
          out.varint(i);
          this.child(o[i], i, depth + 1);
        }
      } else {
        out.byte(T_ARRAY);
        out.varint(len);
        for (let i = 0; i < len; i++) {
          if (i in o) this.child(o[i], i, depth + 1);
          else out.byte(T_HOLE);
        }
      }
      return;
    }
    if (o instanceof Uint8Array) {
      if (this.seen(o)) return;
      out.byte(T_BYTES);
      out.varint(o.length);
      out.reserve(o.length);
      out.buf.set(o, out.len);
      out.len += o.length;
      return;
    }
    if (o instanceof ArrayBuffer) {
      if (this.seen(o)) return;
      const bytes = new Uint8Array(o);
      out.byte(T_BYTES);
      out.varint(bytes.length);
      out.reserve(bytes.length);
      out.buf.set(bytes, out.len);
      out.len += bytes.length;
      return;
    }
    if (o instanceof Date) {
      if (this.seen(o)) return;
      out.byte(T_DATE);
      out.f64(o.getTime());
      return;
    }
    if (o instanceof Map) {
      if (this.seen(o)) return;
      out.byte(T_MAP);
      out.varint(o.size);
      let i = 0;
      for (const [k, v] of o) {
        this.child(k, new Label(`.<key ${i}>`), depth + 1);
        this.child(v, new Label(`.<value ${i}>`), depth + 1);
        i++;
      }
      return;
    }
    if (o instanceof Set) {
      if (this.seen(o)) return;
      out.byte(T_SET);
      out.varint(o.size);
      let i = 0;
      for (const v of o) this.child(v, new Label(`.<${i++}>`), depth + 1);
      return;
    }
    if (o instanceof Error) {
      if (this.seen(o)) return;
      const stack = typeof o.stack === "string" ? o.stack : undefined;
      const hasCause = "cause" in o;
      out.byte(T_ERROR);
      out.byte((stack !== undefined ? ERROR_HAS_STACK : 0) | (hasCause ? ERROR_HAS_CAUSE : 0));
      out.string(String(o.name));
      out.string(String(o.message));
      if (stack !== undefined) out.string(stack);
      if (hasCause) this.child((o as { cause?: unknown }).cause, CAUSE, depth + 1);
      return;
    }
    if (
      ArrayBuffer.isView(o) ||
      o instanceof RegExp ||
      o instanceof Promise ||
      o instanceof WeakMap ||
      o instanceof WeakSet ||
      o instanceof Number ||
      o instanceof String ||
      o instanceof Boolean ||
      (typeof SharedArrayBuffer !== "undefined" && o instanceof SharedArrayBuffer)
    ) {
      this.fail(`a ${Object.prototype.toString.call(o).slice(8, -1)}`);
    }
    this.plain(o, depth);
  }

  /** A plain object (or a class instance: its own enumerable string-keyed data). */
  plain(o: object, depth: number): void {
    const out = this.out;
    if (this.seen(o)) return;
    const keys = Object.keys(o);
    const n = keys.length;
    let node: KeyNode | undefined = this.keySets;
    for (let i = 0; node !== undefined && i < n; i++) node = node.next?.get(keys[i]!);
    const record = o as Record<string, unknown>;
    if (node !== undefined && node.id >= 0) {
      out.byte(T_OBJECT_LIKE);
      out.varint(node.id);
      for (let i = 0; i < n; i++) this.child(record[keys[i]!], keys[i]!, depth + 1);
      return;
    }
    out.byte(T_OBJECT);
    out.varint(n);
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      out.string(key);
      this.child(record[key], key, depth + 1);
    }
    // The key set is numbered when the object ends (post-order); a repeat of one not
    // yet numbered when it began keeps the first number.
    node = this.keySets;
    for (let i = 0; i < n; i++) {
      node.next ??= new Map();
      let next = node.next.get(keys[i]!);
      if (next === undefined) {
        next = { id: -1, next: undefined };
        node.next.set(keys[i]!, next);
      }
      node = next;
    }
    if (node.id < 0) node.id = this.keySetCount;
    this.keySetCount++;
  }
}

/**
 * The wire bytes of `value`. Functions, symbols, typed arrays other than Uint8Array,
 * RegExps, promises, weak collections and boxed primitives throw a [`WireError`] naming
 * their path (`$.rows[3].fn`). Plain objects (and class instances) cross as their own
 * enumerable string-keyed properties; shared objects and cycles as references.
 */
export function encode(value: unknown, options: EncodeOptions = {}): Uint8Array {
  const out = new Out();
  encodeInto(value, out, options);
  return out.buf.subarray(0, out.len);
}

/** Writes the wire bytes of `value` at the end of `out` (see [`encode`]). */
export function encodeInto(value: unknown, out: Out, options: EncodeOptions = {}): void {
  const e = new Encoder(options.maxDepth ?? DEFAULT_MAX_DEPTH, out);
  out.byte(VERSION);
  e.value(value, 1);
}

// ----- reading -----

const ERRORS: Record<string, ErrorConstructor> = {
  Error,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  EvalError,
  URIError,
};

// ignoreBOM: a leading U+FEFF is part of the string, not a mark to drop.
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
// Fatal: a lone surrogate throws (the non-fatal decoder would replace it with U+FFFD).
const utf16le = optionalDecoder("utf-16le");

function optionalDecoder(label: string): TextDecoder | undefined {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true });
  } catch {
    // A host without this encoding (node built without ICU): the loop reads it.
    return undefined;
  }
}

/** What the decoder uses of node's Buffer, when the host has one. */
interface NodeBuffer {
  toString(encoding: "latin1" | "utf16le", start: number, end: number): string;
}
// node's Buffer reads Latin-1 and UTF-16 (lone surrogates included) with one copy into
// the new string, which neither TextDecoder does: 1 MB of UTF-16 text reads in about
// 60% of TextDecoder's time. Other hosts (browsers) take the TextDecoder paths.
const nodeBuffer = (globalThis as { Buffer?: { from(b: ArrayBufferLike, at: number, n: number): NodeBuffer } }).Buffer;

// Arrays of each length below SHORT_STRING, reused to read short strings: one call of
// String.fromCharCode with a whole array costs less than a concatenation per unit.
const SCRATCH = Array.from({ length: SHORT_STRING }, (_, n) => new Array<number>(n).fill(0));
const CHUNK = 8192;

/**
 * The string of `n` units at `bytes[start..]`, `size` bytes per unit (1: Latin-1; 2:
 * UTF-16, little-endian), any units at all.
 */
function fromUnits(bytes: Uint8Array, start: number, n: number, size: 1 | 2): string {
  let s = "";
  for (let i = 0; i < n; i += CHUNK) {
    const m = Math.min(CHUNK, n - i);
    const units = m < SHORT_STRING ? SCRATCH[m]! : new Array<number>(m);
    let at = start + i * size;
    if (size === 1) {
      for (let j = 0; j < m; j++) units[j] = bytes[at++]!;
    } else {
      for (let j = 0; j < m; j++, at += 2) units[j] = bytes[at]! | (bytes[at + 1]! << 8);
    }
    const part = String.fromCharCode.apply(null, units);
    s = i === 0 ? part : s + part;
  }
  return s;
}

/**
 * The string of the `n` Latin-1 bytes at `b[i..]`, for short strings (keys and most
 * values): String.fromCharCode with the units as arguments, eight at a time, costs less
 * than a call with an array (`apply`).
 */
function shortLatin1(b: Uint8Array, i: number, n: number): string {
  switch (n) {
    case 0:
      return "";
    case 1:
      return String.fromCharCode(b[i]!);
    case 2:
      return String.fromCharCode(b[i]!, b[i + 1]!);
    case 3:
      return String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!);
    case 4:
      return String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);
    case 5:
      return String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!, b[i + 4]!);
    case 6:
      return String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!, b[i + 4]!, b[i + 5]!);
    case 7:
      return String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!, b[i + 4]!, b[i + 5]!, b[i + 6]!);
    default: {
      const head = String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!, b[i + 4]!, b[i + 5]!, b[i + 6]!, b[i + 7]!);
      return n === 8 ? head : head + shortLatin1(b, i + 8, n - 8);
    }
  }
}

/** Options of [`decode`]. */
export interface DecodeOptions {
  /** The deepest nesting of containers (default 256). */
  maxDepth?: number;
}

class Decoder {
  at = 0;
  objects: object[] = [];
  keySets: string[][] = [];
  /** The bytes claimed by open containers for their unread items (spec rule 4). */
  claimed = 0;
  /** A view of `bytes` for floats, made at the first float. */
  view: DataView | undefined;
  /** Whether key set i has the key `__proto__` (set with defineProperty, not `=`). */
  keySetProto: boolean[] = [];
  /**
   * Key set i's entry in the shared table of key sets, looked up at its first reuse
   * (undefined before); null when it has `__proto__` or too many keys.
   */
  kinds: (KeySetKind | null | undefined)[] = [];
  /** A node Buffer over `bytes`, made at the first long string when the host has Buffer. */
  node: NodeBuffer | undefined;

  constructor(
    readonly bytes: Uint8Array,
    readonly maxDepth: number,
  ) {}

  fail(message: string, at = this.at): never {
    throw new WireError(`invalid wire at byte ${at}: ${message}`);
  }

  left(): number {
    return this.bytes.length - this.at;
  }

  byte(): number {
    if (this.at >= this.bytes.length) this.fail("unexpected end of input");
    return this.bytes[this.at++]!;
  }

  varint(): number {
    // One byte, the common case (lengths, counts and small integers below 128).
    const b = this.bytes[this.at];
    if (b !== undefined && b < 0x80) {
      this.at++;
      return b;
    }
    return this.longVarint();
  }

  longVarint(): number {
    const start = this.at;
    let n = 0;
    for (let i = 0; i < 5; i++) {
      const b = this.byte();
      if (i === 4 && b > 0x0f) this.fail("varint exceeds 32 bits", start);
      n += (b & 0x7f) * VARINT_SCALE[i]!;
      if ((b & 0x80) === 0) {
        if (i > 0 && b === 0) this.fail("overlong varint", start);
        return n;
      }
    }
    return this.fail("varint exceeds 32 bits", start);
  }

  f64(): number {
    if (this.left() < 8) this.fail("unexpected end of input");
    this.view ??= new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const x = this.view.getFloat64(this.at, true);
    this.at += 8;
    return Number.isNaN(x) ? NaN : x;
  }

  /** Claims `count * each` bytes of the input for a container's items. */
  claim(count: number, each: number, at: number): void {
    const need = count * each;
    if (this.claimed + need > this.left()) {
      this.fail(`a count of ${count} exceeds the input left`, at);
    }
    this.claimed += need;
  }

  latin1(n: number): string {
    if (n > this.left()) this.fail("string length exceeds the input");
    const start = this.at;
    this.at += n;
    if (n < SHORT_STRING) return shortLatin1(this.bytes, start, n);
    if (nodeBuffer !== undefined) return this.nodeView().toString("latin1", start, start + n);
    // ASCII is the same in UTF-8 and Latin-1, and a valid UTF-8 text of n bytes reads as
    // n units only when every byte is ASCII (a longer sequence gives fewer units). Not
    // TextDecoder("latin1"): that is windows-1252, which maps 0x80..0x9F elsewhere.
    try {
      const s = utf8.decode(this.bytes.subarray(start, start + n));
      if (s.length === n) return s;
    } catch {
      // Not UTF-8: Latin-1 with bytes above 0x7F.
    }
    return fromUnits(this.bytes, start, n, 1);
  }

  utf16(n: number): string {
    if (n * 2 > this.left()) this.fail("string length exceeds the input");
    const start = this.at;
    this.at += 2 * n;
    if (n >= SHORT_STRING && nodeBuffer !== undefined) {
      return this.nodeView().toString("utf16le", start, start + 2 * n);
    }
    if (n >= SHORT_STRING && utf16le !== undefined) {
      try {
        return utf16le.decode(this.bytes.subarray(start, start + 2 * n));
      } catch {
        // A lone surrogate, which TextDecoder refuses: the loop keeps it.
      }
    }
    return fromUnits(this.bytes, start, n, 2);
  }

  nodeView(): NodeBuffer {
    const b = this.bytes;
    return (this.node ??= nodeBuffer!.from(b.buffer, b.byteOffset, b.byteLength));
  }

  /** A string value (a key, an error field, or a value). */
  stringBody(tag: number): string {
    const n = this.varint();
    switch (tag) {
      case T_LATIN1:
        return this.latin1(n);
      case T_UTF16:
        return this.utf16(n);
      default: {
        if (n > this.left()) this.fail("string length exceeds the input");
        const start = this.at;
        this.at += n;
        try {
          return utf8.decode(this.bytes.subarray(start, start + n));
        } catch {
          return this.fail("invalid UTF-8", start);
        }
      }
    }
  }

  string(): string {
    const at = this.at;
    const tag = this.byte();
    if (tag !== T_LATIN1 && tag !== T_UTF16 && tag !== T_UTF8) this.fail("expected a string", at);
    return this.stringBody(tag);
  }

  value(depth: number, hole = false): unknown {
    const at = this.at;
    const tag = this.byte();
    switch (tag) {
      case T_UNDEFINED:
        return undefined;
      case T_NULL:
        return null;
      case T_FALSE:
        return false;
      case T_TRUE:
        return true;
      case T_INT32: {
        const z = this.varint();
        return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
      }
      case T_FLOAT64:
        return this.f64();
      case T_BIGINT_POS:
      case T_BIGINT_NEG: {
        const n = this.varint();
        if (n > this.left()) this.fail("BigInt length exceeds the input", at);
        if (n === 0 && tag === T_BIGINT_NEG) this.fail("negative zero BigInt", at);
        if (n > 0 && this.bytes[this.at + n - 1] === 0) this.fail("BigInt with a high zero byte", at);
        let hex = "";
        for (let i = n - 1; i >= 0; i--) hex += this.bytes[this.at + i]!.toString(16).padStart(2, "0");
        this.at += n;
        const m = n === 0 ? 0n : BigInt("0x" + hex);
        return tag === T_BIGINT_NEG ? -m : m;
      }
      case T_LATIN1:
      case T_UTF16:
      case T_UTF8:
        return this.stringBody(tag);
      case T_HOLE:
        if (!hole) this.fail("a hole outside a dense array", at);
        return HOLE;
      case T_REF: {
        const id = this.varint();
        if (id >= this.objects.length) this.fail(`reference to object ${id} not read yet`, at);
        return this.objects[id];
      }
      case T_DATE: {
        const d = new Date(this.f64());
        this.objects.push(d);
        return d;
      }
      case T_BYTES: {
        const n = this.varint();
        if (n > this.left()) this.fail("byte length exceeds the input", at);
        const b = this.bytes.slice(this.at, this.at + n);
        this.at += n;
        this.objects.push(b);
        return b;
      }
    }
    if (tag > T_HOLE) this.fail(`unknown tag 0x${tag.toString(16)}`, at);
    if (depth > this.maxDepth) this.fail(`nested more than ${this.maxDepth} deep`, at);
    switch (tag) {
      case T_ARRAY: {
        const n = this.varint();
        this.claim(n, 1, at);
        const a = new Array(n);
        this.objects.push(a);
        const bytes = this.bytes;
        for (let i = 0; i < n; i++) {
          this.claimed -= 1;
          // Numbers read here, not through `value`: arrays of numbers are common, and
          // the call and the boxed result cost more than the read.
          const t = bytes[this.at];
          if (t === T_FLOAT64) {
            this.at++;
            a[i] = this.f64();
            continue;
          }
          if (t === T_INT32) {
            const z = bytes[this.at + 1];
            if (z !== undefined && z < 0x80) {
              this.at += 2;
              a[i] = z % 2 === 0 ? z / 2 : -(z + 1) / 2;
              continue;
            }
          }
          const v = this.value(depth + 1, true);
          if (v !== HOLE) a[i] = v;
        }
        return a;
      }
      case T_SPARSE: {
        const length = this.varint();
        const count = this.varint();
        if (count > length) this.fail("more elements than the length", at);
        this.claim(count, 2, at);
        const a = new Array(length);
        this.objects.push(a);
        let last = -1;
        for (let i = 0; i < count; i++) {
          this.claimed -= 2;
          const iat = this.at;
          const index = this.varint();
          if (index <= last || index >= length) this.fail("sparse index out of order or range", iat);
          last = index;
          a[index] = this.value(depth + 1);
        }
        return a;
      }
      case T_OBJECT: {
        const n = this.varint();
        this.claim(n, 3, at);
        const o: Record<string, unknown> = {};
        this.objects.push(o);
        const keys: string[] = [];
        // Repeated keys are found by a scan of the keys before while they are few (most
        // objects), by a set after.
        let seen: Set<string> | undefined;
        let proto = false;
        let keyUnits = 0;
        for (let i = 0; i < n; i++) {
          this.claimed -= 3;
          const kat = this.at;
          const key = this.string();
          if (i === SCAN_KEYS) seen = new Set(keys);
          if (seen === undefined ? keys.includes(key) : seen.has(key)) this.fail(`repeated key ${quote(key)}`, kat);
          seen?.add(key);
          keys.push(key);
          keyUnits += key.length;
          if (key === "__proto__") proto = true;
          setProperty(o, key, this.value(depth + 1));
        }
        this.keySets.push(keys);
        this.keySetProto.push(proto);
        this.kinds.push(proto || keys.length > BUILDER_MAX_KEYS || keyUnits > BUILDER_MAX_KEY_UNITS ? null : undefined);
        return o;
      }
      case T_OBJECT_LIKE: {
        const k = this.varint();
        const keys = this.keySets[k];
        if (keys === undefined) this.fail(`key set ${k} not defined yet`, at);
        this.claim(keys.length, 1, at);
        let kind = this.kinds[k];
        if (kind === undefined) kind = this.kinds[k] = kindOf(keys);
        if (kind) {
          if (kind.build !== undefined) return kind.build(this, depth + 1);
          if (++kind.uses >= BUILD_AFTER) return (kind.build = builderOf(keys))(this, depth + 1);
        }
        const o: Record<string, unknown> = {};
        this.objects.push(o);
        const proto = this.keySetProto[k];
        for (const key of keys) {
          this.claimed -= 1;
          if (proto) setProperty(o, key, this.value(depth + 1));
          else o[key] = this.value(depth + 1);
        }
        return o;
      }
      case T_MAP: {
        const n = this.varint();
        this.claim(n, 2, at);
        const m = new Map<unknown, unknown>();
        this.objects.push(m);
        for (let i = 0; i < n; i++) {
          this.claimed -= 2;
          const key = this.value(depth + 1);
          m.set(key, this.value(depth + 1));
        }
        return m;
      }
      case T_SET: {
        const n = this.varint();
        this.claim(n, 1, at);
        const s = new Set<unknown>();
        this.objects.push(s);
        for (let i = 0; i < n; i++) {
          this.claimed -= 1;
          s.add(this.value(depth + 1));
        }
        return s;
      }
      case T_ERROR: {
        const flags = this.byte();
        if (flags & ~(ERROR_HAS_STACK | ERROR_HAS_CAUSE)) this.fail("unknown error flags", at);
        const Ctor = (globalThis as { AggregateError?: ErrorConstructor }).AggregateError;
        const index = this.objects.length;
        this.objects.push(PLACEHOLDER);
        const name = this.string();
        const message = this.string();
        let e: Error;
        if (name === "AggregateError" && Ctor) {
          e = new (Ctor as unknown as new (errors: unknown[], message: string) => Error)([], message);
        } else {
          const known = Object.prototype.hasOwnProperty.call(ERRORS, name) ? ERRORS[name]! : Error;
          e = new known(message);
          if (known === Error && name !== "Error") {
            Object.defineProperty(e, "name", { value: name, writable: true, configurable: true });
          }
        }
        this.objects[index] = e;
        if (flags & ERROR_HAS_STACK) {
          Object.defineProperty(e, "stack", { value: this.string(), writable: true, configurable: true });
        } else {
          Object.defineProperty(e, "stack", { value: undefined, writable: true, configurable: true });
        }
        if (flags & ERROR_HAS_CAUSE) {
          Object.defineProperty(e, "cause", {
            value: this.value(depth + 1),
            writable: true,
            configurable: true,
          });
        }
        return e;
      }
    }
    return this.fail(`unknown tag 0x${tag.toString(16)}`, at);
  }
}

/**
 * Builds an object of one key set: pushes it on `d.objects` first (its values may refer
 * to it), then reads each value. Never used for a key set with `__proto__`.
 */
type Builder = (d: Decoder, depth: number) => Record<string, unknown>;

/** Up to this many keys, an object's keys are checked for repeats by a scan. */
const SCAN_KEYS = 16;
/** Key sets with more keys are built key by key (a longer literal gains nothing more). */
const BUILDER_MAX_KEYS = 64;
/**
 * Key sets whose keys are longer in all are built key by key: the table below keeps its
 * key sets between decodes, and it must not keep a script's megabyte-long keys.
 */
const BUILDER_MAX_KEY_UNITS = 1024;
/**
 * A key set gets a builder when it has been reused BUILD_AFTER times (objects after the
 * first of each decode, counted over all decodes): making one (compiling its source)
 * costs about 40 µs, as much as building some tens of objects key by key, so that key
 * sets seldom seen never pay for it.
 */
const BUILD_AFTER = 32;
/** Key sets kept between decodes; the table is emptied when it is full. */
const KIND_TABLE_SIZE = 512;

/** A key set (without `__proto__`) as decodes share it: its uses, then its builder. */
interface KeySetKind {
  uses: number;
  build: Builder | undefined;
}

/** The table of key sets by their keys as JSON (which no two lists of keys share). */
const kinds = new Map<string, KeySetKind>();

/** The shared entry of a key set, made on its first use. */
function kindOf(keys: string[]): KeySetKind {
  const signature = JSON.stringify(keys);
  let kind = kinds.get(signature);
  if (kind === undefined) {
    if (kinds.size >= KIND_TABLE_SIZE) kinds.clear();
    kind = { uses: 0, build: undefined };
    kinds.set(signature, kind);
  }
  return kind;
}

/** Whether the host lets `Function` compile source (not under a CSP without unsafe-eval). */
let canCompile: boolean | undefined;

/**
 * The builder of `keys`' objects (at most BUILDER_MAX_KEYS keys, not `__proto__`). Setting
 * properties one by one with `o[key] = v` costs V8 a generic keyed store and a new hidden
 * class per key, about half of a row's decode; a builder makes the object as a literal
 * of all its keys, and its stores have a known name each. Where the host refuses to
 * compile source, the builder copies a template object (one hidden class for all) and
 * stores key by key: less of the gain, no `Function`. Keys are written into the source
 * as JSON string literals, which are JavaScript string literals for any key (lone
 * surrogates escaped), so no key can change the code.
 */
function builderOf(keys: string[]): Builder {
  return compiledBuilder(keys) ?? templateBuilder(keys);
}

/** A builder compiled from source: an object literal of the keys, then a store of each; undefined where the host refuses. */
function compiledBuilder(keys: string[]): Builder | undefined {
  if (canCompile === false) return undefined;
  const names = keys.map((k) => JSON.stringify(k));
  let source = `"use strict";\nconst o = {${names.map((k) => `${k}: undefined`).join(", ")}};\nd.objects.push(o);\n`;
  for (const k of names) source += `d.claimed -= 1;\no[${k}] = d.value(depth);\n`;
  source += "return o;";
  try {
    const build = new Function("d", "depth", source) as Builder;
    canCompile = true;
    return build;
  } catch {
    canCompile = false;
    return undefined;
  }
}

/** A builder without `Function`: a copy of a template object of the keys, then a store of each. */
function templateBuilder(keys: string[]): Builder {
  const template: Record<string, unknown> = {};
  for (const k of keys) template[k] = undefined;
  return (d, depth) => {
    const o = { ...template };
    d.objects.push(o);
    for (const k of keys) {
      d.claimed -= 1;
      o[k] = d.value(depth);
    }
    return o;
  };
}

/** 2 ** (7 * i): the weight of a varint's byte i (a multiplication: 2 ** 28 overflows an int32 shift). */
const VARINT_SCALE = [1, 2 ** 7, 2 ** 14, 2 ** 21, 2 ** 28];

const HOLE = Symbol("hole");

/** Whether `key` (of `Object.keys`) is an array index below `len`. */
function isIndexKey(key: string, len: number): boolean {
  const i = Number(key);
  return Number.isInteger(i) && i >= 0 && i < len && String(i) === key;
}
// An error's slot while its name and message are read (they are strings: no reference
// can reach it before it is made).
const PLACEHOLDER = Object.freeze({});

function setProperty(o: Record<string, unknown>, key: string, v: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(o, key, { value: v, writable: true, enumerable: true, configurable: true });
  } else {
    o[key] = v;
  }
}

/**
 * The value of wire bytes (read in place: `bytes` may be a view of a wasm memory).
 * Invalid bytes throw a [`WireError`] with the byte offset of the first problem.
 */
export function decode(bytes: Uint8Array, options: DecodeOptions = {}): unknown {
  const d = new Decoder(bytes, options.maxDepth ?? DEFAULT_MAX_DEPTH);
  const at = d.at;
  if (d.byte() !== VERSION) d.fail("unsupported version", at);
  const v = d.value(1);
  if (d.at !== bytes.length) d.fail("bytes after the value");
  return v;
}
