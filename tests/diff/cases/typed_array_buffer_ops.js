// ArrayBuffer operations: slice copies, resizable buffers and length-tracking views, transfer, isView, views detaching.
// node: core-js
const buf = new ArrayBuffer(8); const all = new Uint8Array(buf); all.set([1, 2, 3, 4, 5, 6, 7, 8]);
const part = buf.slice(2, 5); console.log(part.byteLength, new Uint8Array(part).join(), buf.slice(-2).byteLength, buf.slice(6, 2).byteLength);
new Uint8Array(part)[0] = 99; console.log(all[2]);
console.log(ArrayBuffer.isView(all), ArrayBuffer.isView(new DataView(buf)), ArrayBuffer.isView(buf), ArrayBuffer.isView([]));
const rb = new ArrayBuffer(4, { maxByteLength: 16 }); const tracking = new Uint8Array(rb); const fixed = new Uint8Array(rb, 0, 2);
console.log(rb.resizable, rb.maxByteLength, tracking.length, fixed.length);
rb.resize(12); tracking.fill(7); console.log(rb.byteLength, tracking.length, fixed.length, tracking.join(""));
rb.resize(1); console.log(tracking.length, fixed.length, fixed.byteLength);
try { rb.resize(17); } catch (e) { console.log(e.name); }
const src = new ArrayBuffer(4); new Uint8Array(src).set([9, 8, 7, 6]); const view = new Uint8Array(src);
const moved = src.transfer(); console.log(src.detached, src.byteLength, view.length, moved.byteLength, new Uint8Array(moved).join());
try { view.fill(1); } catch (e) { console.log(e.name); }
const bigger = moved.transfer(6); console.log(bigger.byteLength, new Uint8Array(bigger).join());
console.log(new Float64Array(new ArrayBuffer(16), 8).length, (() => { try { new Float64Array(new ArrayBuffer(10)); } catch (e) { return e.name; } })(), (() => { try { new Int32Array(new ArrayBuffer(8), 2); } catch (e) { return e.name; } })());
