// JSON.parse and the engine's own sorts across idle points: one-byte and two-byte text,
// with and without a reviver, duplicate and index keys; property indices in key order,
// an array's length cut past keyed elements, a String object's extra indices, typed
// array sorts. The wasm module runs these through code of its own (wasm/README.md,
// "Size": JSON.parse over two-byte units with a run-time reviver flag, one merge sort),
// so node's agreement (npm/test/node-agreement.test.mjs) checks that code too.
(async () => {
  const latin = '{"b":1,"a":[1,2,{"c":"\u00e9"}],"2":true,"10":null,"1":"x","b":3}';
  const wide = '{"z":"\u2603","1":[1.5,-2e3],"0":{"k":"v\\u00e9"},"k":"\u2603\u2603"}';
  const parsed = JSON.parse(await tools.echo(latin));
  console.log("latin", JSON.stringify(parsed), Object.keys(parsed).join(","));
  const w = JSON.parse(await tools.echo(wide));
  console.log("wide", JSON.stringify(w), Object.keys(w).join(","));
  const seen = [];
  const revived = JSON.parse(latin, function (k, v) {
    seen.push(k);
    return typeof v === "number" ? v * 10 : v;
  });
  await tools.delay(0);
  console.log("reviver", JSON.stringify(revived), seen.join("|"));
  const revivedWide = JSON.parse(wide, (k, v) => (k === "k" ? v.toUpperCase() : v));
  console.log("reviver wide", JSON.stringify(revivedWide));
  const dropped = JSON.parse('{"3":1,"x":2,"0":3,"x":4}', (k, v) => (k === "x" ? undefined : v));
  console.log("dropped", JSON.stringify(dropped));
  const errors = [];
  for (const text of ['{"a":1,}', "[1,2", '"\\x"', '{"a" 1}', "tru", "[1] 2", "\u2603"]) {
    try {
      JSON.parse(text);
      errors.push("ok");
    } catch (e) {
      errors.push(e.name);
    }
  }
  console.log("errors", errors.join(","));
  const obj = {};
  for (const k of ["z", "5", "a", "1", "30", "2", "b"]) obj[k] = await tools.echo(k);
  obj[4294967294] = "max";
  delete obj["5"];
  console.log("keys", Object.keys(obj).join(","));
  const str = new String("ab");
  str[7] = 1;
  str[3] = 2;
  str.q = 3;
  console.log("string keys", Object.keys(str).join(","));
  const sparse = [];
  sparse[1000000] = 1;
  sparse[500] = 2;
  sparse[20] = 3;
  sparse[7] = 4;
  sparse.length = 100;
  await tools.delay(0);
  console.log("cut", sparse.length, Object.keys(sparse).join(","));
  const pinned = [0, 1, 2, 3, 4, 5, 6, 7];
  Object.defineProperty(pinned, 5, { value: 5, configurable: false });
  pinned.length = 2;
  console.log("pinned", pinned.length, Object.keys(pinned).join(","));
  const floats = new Float64Array([3, NaN, -0, 0, -1, 2.5, -Infinity, 1e300]).sort();
  const ints = new Int32Array(await tools.echo([5, -3, 9, 0, -3, 7, 1, 2, 8, -10])).sort();
  const big = new BigInt64Array([5n, -3n, 9n, 0n, -(2n ** 63n)]).sort();
  console.log("typed", Array.from(floats, (x) => (Object.is(x, -0) ? "-0" : String(x))).join(","), ints.join(","), big.join(","));
  return { n: Object.keys(parsed).length, first: floats[0], last: ints[ints.length - 1] };
})()
