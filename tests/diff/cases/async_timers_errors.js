// Wrong arguments to the timer functions throw TypeErrors synchronously; odd delays (negative, NaN, strings, huge) count as 1 ms; a sleep helper in an async loop.
for (const bad of [undefined, null, 1, "code", {}]) {
  try {
    setTimeout(bad, 1);
    console.log("no error for", String(bad));
  } catch (e) {
    console.log(e.constructor.name);
  }
}
try { queueMicrotask("x"); } catch (e) { console.log("queueMicrotask", e.constructor.name); }
const order = [];
setTimeout(() => order.push("10ms"), 10);
setTimeout(() => order.push("neg"), -5);
setTimeout(() => order.push("nan"), NaN);
setTimeout(() => order.push("str1"), "1");
setTimeout(() => order.push("huge"), 2 ** 40);
setTimeout(() => console.log(order.join(",")), 30);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
(async () => {
  const steps = [];
  for (let i = 0; i < 3; i++) {
    await sleep(1);
    steps.push(i);
  }
  console.log("steps", steps.join(""));
})();
