// Typed arrays for pixel buffers: RGBA in Uint8ClampedArray, grayscale, brightness with clamping, histogram, views of rows via subarray.
const w = 4, h = 3; const px = new Uint8ClampedArray(w * h * 4);
for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) { const i = (y * w + x) * 4; px.set([x * 80, y * 120, (x + y) * 40, 255], i); }
const gray = new Uint8Array(w * h); for (let i = 0; i < w * h; i++) gray[i] = Math.round(0.299 * px[i * 4] + 0.587 * px[i * 4 + 1] + 0.114 * px[i * 4 + 2]);
console.log(Array.from({ length: h }, (_, y) => gray.subarray(y * w, y * w + w).join(" ")).join(" / "));
const bright = px.map((v, i) => (i % 4 === 3 ? v : v * 1.8 + 10));
console.log(bright.subarray(0, 16).join(), bright.subarray(bright.length - 8).join());
const hist = new Uint32Array(4); for (const g of gray) hist[g >> 6]++; console.log(hist.join(), hist.reduce((a, b) => a + b));
const u32 = new Uint32Array(px.buffer); console.log(u32.length, u32[0].toString(16), u32[u32.length - 1].toString(16), new Uint8Array(px.buffer, 4, 4).join());
const flipped = new Uint8ClampedArray(px.length); for (let y = 0; y < h; y++) flipped.set(px.subarray(y * w * 4, (y + 1) * w * 4), (h - 1 - y) * w * 4);
console.log(flipped.slice(0, 4).join(), px.slice(-16, -12).join());
console.log(Uint8ClampedArray.from([-5, 0.5, 1.5, 2.5, 254.5, 255.5, 300, NaN]).join(), new Uint8Array([256, -1, 1.9]).join(), new Int16Array([40000]).join());
