// Async functions: error propagation, try/finally across await, Promise.any and race order.
const out = [];
const wait = (v, fail) => new Promise((res, rej) => (fail ? rej(v) : res(v)));
async function step(name, fail) { out.push("start " + name); try { const v = await wait(name, fail); out.push("ok " + v); return v; } finally { out.push("finally " + name); } }
async function main() {
  await step("a");
  try { await step("b", true); } catch (e) { out.push("caught " + e); }
  const results = await Promise.allSettled([step("c"), step("d", true)]);
  out.push(results.map((r) => r.status).join("/"));
  try { await Promise.any([wait(1, true), wait(2, true)]); } catch (e) { out.push("any rejected " + e.errors.join()); }
  out.push("any " + (await Promise.any([wait("x", true), wait("y")])));
  out.push("race " + (await Promise.race([wait("first"), wait("second")])));
  const arrowed = async (x) => x * 2;
  out.push("arrow " + (await arrowed(21)));
  return "done";
}
main().then((v) => { out.push(v); console.log(out.join("\n")); });
out.push("sync after main()");
