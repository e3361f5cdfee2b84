// Encoding and decoding binary records with DataView: mixed widths, endianness, floats, strings as bytes, bounds errors.
const records = [{ id: 1, temp: 21.5, flags: 0b101, name: "alpha" }, { id: 65535, temp: -40.25, flags: 0xff, name: "zé" }];
const bytesOf = (s) => [...unescape(encodeURIComponent(s))].map((c) => c.charCodeAt(0));
const size = records.reduce((n, r) => n + 2 + 4 + 1 + 1 + bytesOf(r.name).length, 0);
const buf = new ArrayBuffer(size); const dv = new DataView(buf); let off = 0;
for (const r of records) { dv.setUint16(off, r.id, true); dv.setFloat32(off + 2, r.temp); dv.setUint8(off + 6, r.flags); const b = bytesOf(r.name); dv.setUint8(off + 7, b.length); b.forEach((x, i) => dv.setUint8(off + 8 + i, x)); off += 8 + b.length; }
console.log(size, [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join(" "));
const out = []; off = 0;
while (off < buf.byteLength) { const id = dv.getUint16(off, true), temp = dv.getFloat32(off + 2), flags = dv.getUint8(off + 6), n = dv.getUint8(off + 7); const name = decodeURIComponent(escape(String.fromCharCode(...new Uint8Array(buf, off + 8, n)))); out.push({ id, temp, flags, name }); off += 8 + n; }
console.log(JSON.stringify(out));
const d = new DataView(new ArrayBuffer(8));
d.setInt32(0, -2); console.log(d.getUint32(0), d.getInt8(3), d.getUint16(2, true), d.getInt32(0, true));
d.setFloat64(0, 1 / 3); console.log(d.getFloat64(0), d.getFloat32(0), d.getBigUint64(0).toString(16));
d.setBigInt64(0, -1n); console.log(d.getBigInt64(0), d.getBigUint64(0), d.getInt16(6, true));
for (const f of [() => d.getInt32(5), () => d.setUint8(8, 1), () => new DataView(new ArrayBuffer(4), 5), () => d.getInt8(-1)]) { try { f(); } catch (e) { console.log(e.name); } }
console.log(d.byteLength, d.byteOffset, new DataView(new ArrayBuffer(10), 2, 4).byteLength, Object.prototype.toString.call(d));
