// TypedArray.prototype.set across element types, over more elements than the engine converts
// between two fuel charges (16,384), and within one buffer (read whole before written).
const b = new ArrayBuffer(1 << 18);
const u8 = new Uint8Array(b), u16 = new Uint16Array(b);
for (let i = 0; i < u8.length; i++) u8[i] = i * 7;
u8.set(u16.subarray(0, 1 << 16), 3);
let h = 0; for (let i = 0; i < u8.length; i++) h = (h * 31 + u8[i]) >>> 0;
const f = new Float32Array(100000).map((_, i) => i / 3), d = new Float64Array(100000); d.set(f, 0);
const big = new Int32Array(70000).map((_, i) => i * 1000), s8 = new Int8Array(70000); s8.set(big);
console.log(h, d[99999], s8[69999], s8[12345]);
