// Loops of awaited calls: counted for, while with an awaited condition, do-while,
// for-of over an array and a Map, for-in over an object, with state updated each step.
(async () => {
  let acc = 0;
  for (let i = 0; i < 6; i++) {
    acc = await tools.add({ a: acc, b: i });
  }
  console.log("for", acc);
  let n = 1;
  let steps = 0;
  while ((await tools.echo(n)) < 100) {
    n = await tools.add({ a: n, b: n });
    steps++;
  }
  console.log("while", n, steps);
  let k = 0;
  do {
    k = await tools.add({ a: k, b: 3 });
  } while (k < 10);
  console.log("do", k);
  const words = ["alpha", "beta", "gamma"];
  const lens = [];
  for (const w of words) lens.push((await tools.echo(w)).length);
  console.log("for-of", lens.join(","));
  const m = new Map([["x", 1], ["y", 2], ["z", 3]]);
  let ms = "";
  for (const [key, val] of m) {
    const r = await tools.add({ a: val, b: 100 });
    ms += key + r;
    if (key === "x") m.set("w", 4); // added during iteration: visited later
  }
  console.log("map", ms);
  const obj = { p: 1, q: 2, r: 3 };
  const keys = [];
  for (const key in obj) keys.push(await tools.echo(key + obj[key]));
  console.log("for-in", keys.join(" "));
  return acc + n + k;
})()
