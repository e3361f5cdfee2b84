// Promises and async functions: ordering of the job queue, await, rejection handling.
print("start");
Promise.resolve(1).then((v) => print("then", v));
new Promise((resolve) => { print("executor"); resolve(2); }).then((v) => print("resolved", v));
Promise.reject(new Error("no")).catch((e) => print("caught", e.message));
async function af(x) {
  print("af start", x);
  const y = await x;
  print("af after await", y);
  return y * 2;
}
af(21).then((v) => print("af result", v));
async function thrower() { await null; throw new TypeError("async boom"); }
thrower().catch((e) => print("async caught", e.name));
Promise.resolve().then(() => print("tick 1")).then(() => print("tick 2")).finally(() => print("finally"));
const chained = Promise.resolve(1).then((v) => Promise.resolve(v + 1)).then((v) => print("chained", v));
(async () => {
  try {
    await Promise.reject(new Error("awaited rejection"));
  } catch (e) {
    print("try/await", e.message);
  }
  let sum = 0;
  for (let i = 0; i < 3; i++) sum += await i;
  print("loop await", sum);
})();
print("end");
