// TypedArray methods: set with offsets, subarray sharing the buffer, slice copying, sort numeric, from/of, fill, indexOf/includes, join, reverse.
const a = new Int16Array([5, -3, 10, 0, -32768, 32767]);
console.log(a.toString(), Array.from(a.slice().sort()).join(), a.includes(10), a.indexOf(-3), a.lastIndexOf(99), a.at(-1));
const sub = a.subarray(1, 4); sub[0] = 100; console.log(a[1], sub.length, sub.byteOffset, sub.buffer === a.buffer);
const sl = a.slice(1, 4); sl[0] = -1; console.log(a[1], sl.buffer === a.buffer);
const t = new Uint8Array(8); t.set([1, 2, 3], 2); t.set(new Uint8Array([9, 9]), 6); console.log(t.join());
try { t.set([1, 2, 3], 7); } catch (e) { console.log(e.name); }
console.log(Float32Array.from([1.1, 2.5], (x) => x * 2).join(), Uint16Array.of(1, 65536, -1).join(), new Uint8Array(4).fill(7, 1, 3).join());
console.log(new Int8Array([3, 1, 2]).reverse().join("-"), new Float64Array([1, 2, 3]).map((x) => x / 2).join(), new Uint32Array([1, 2, 3, 4]).filter((x) => x % 2).join(), new Int32Array([1, 2, 3]).reduce((s, x) => s + x));
console.log(new Float64Array([NaN]).includes(NaN), new Float64Array([NaN]).indexOf(NaN), new Uint8Array([10, 1, 5]).toSorted().join(), new Uint8Array([1, 2]).with(0, 300).join(), new Int8Array([1, 2, 3]).toReversed().join());
console.log(Object.getPrototypeOf(Int8Array).name, Int8Array.BYTES_PER_ELEMENT, new Float64Array(2).byteLength, new BigInt64Array([1n, -1n]).join(), new BigUint64Array([-1n])[0]);
const u = new Uint8Array([1, 2, 3]); u[5] = 9; u[-1] = 9; u["1.5"] = 9; console.log(u.length, Object.keys(u).join(), u[5]);
