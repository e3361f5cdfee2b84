// Typed arrays, DataView and ArrayBuffer slices kept across awaits: shared buffers
// seen through several views, endianness, slice copies vs subarray aliases, clamped
// arrays, and float conversions.
(async () => {
  const buf = new ArrayBuffer(16);
  const u8 = new Uint8Array(buf);
  const u32 = new Uint32Array(buf, 4, 2);
  const dv = new DataView(buf);
  for (let i = 0; i < 16; i++) u8[i] = await tools.add({ a: i, b: 16 * (i % 4) });
  console.log("u8", Array.from(u8).join(","));
  console.log("u32", Array.from(u32).map((x) => x.toString(16)).join(" "));
  dv.setUint32(0, 0xdeadbeef, false);
  dv.setInt16(8, -2, true);
  const again = await tools.echo(1);
  console.log("dv", dv.getUint32(0).toString(16), dv.getUint32(0, true).toString(16), dv.getInt16(8, true), u8[8], u8[9], again);
  const copy = buf.slice(0, 4);
  const alias = u8.subarray(0, 4);
  u8[0] = 7;
  await tools.delay("x");
  console.log("slice", new Uint8Array(copy)[0], alias[0], copy.byteLength, alias.byteOffset, u32.byteOffset);
  const clamped = new Uint8ClampedArray([300, -5, 12.5, 13.5]);
  const i8 = Int8Array.from([127, 128, 255, -129]);
  const f32 = new Float32Array([0.1, 1 / 3]);
  const f64 = new Float64Array(await tools.echo([0.1, 1 / 3, -0.5]));
  console.log("conv", clamped.join(","), i8.join(","), f32[0] === 0.1, f64[1] === 1 / 3);
  const big = new BigInt64Array(2);
  big[0] = -(2n ** 63n);
  big[1] = 12345678901234567890n % (2n ** 63n);
  await tools.echo("big");
  console.log("big64", String(big[0]), String(big[1]), new BigUint64Array(big.buffer)[0].toString(16));
  const sorted = new Int16Array(await tools.echo([5, -3, 100, 0, -300])).sort();
  const mapped = sorted.map((x) => x * 2);
  console.log("sort", sorted.join(","), mapped.join(","), mapped.constructor.name);
  const dv2 = new DataView(buf, 12, 4);
  dv2.setFloat32(0, 1.5);
  await tools.delay(2);
  console.log("float", dv2.getFloat32(0), u8.slice(12).join(","), buf.byteLength);
  return Array.from(u8).reduce((a, b) => a + b, 0);
})()
