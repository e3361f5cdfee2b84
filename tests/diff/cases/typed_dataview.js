// Typed arrays and DataView: byte order, overflow wrapping, views over one buffer.
const buf = new ArrayBuffer(16);
const dv = new DataView(buf);
dv.setUint32(0, 0xdeadbeef); dv.setUint32(4, 0xdeadbeef, true); dv.setFloat64(8, Math.PI);
const bytes = new Uint8Array(buf);
console.log(Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(""));
console.log(dv.getInt16(0), dv.getUint16(0, true), dv.getFloat64(8), new Float32Array(buf, 8, 2).length);
const u8 = Uint8Array.from([250, 260, -1, 1.9]);
console.log(u8.join(), new Int8Array([200, -200]).join(), new Uint8ClampedArray([300, -5, 1.5, 2.5]).join());
const f = new Float64Array([3, 1, 2, NaN, -0]);
console.log(f.sort().join(), f.subarray(1, 3).join(), f.slice(-2).join(), f.map((x) => x * 2).join());
console.log(Object.prototype.toString.call(u8), u8.BYTES_PER_ELEMENT, u8.buffer.byteLength, u8 instanceof Uint8Array);
try { new DataView(buf).getInt32(14); } catch (e) { console.log(e.name); }
const enc = [..."héllo"].map((c) => c.charCodeAt(0));
console.log(new Uint16Array(enc).join(), new Int32Array(3).fill(-1).join());
