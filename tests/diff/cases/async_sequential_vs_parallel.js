// Sequential awaits versus Promise.all: order of start and finish recorded with a fake clock of microtasks.
const events = [];
function task(name, ticks) { events.push("start " + name); let p = Promise.resolve(); for (let i = 0; i < ticks; i++) p = p.then(() => {}); return p.then(() => { events.push("end " + name); return name; }); }
async function sequential() { const out = []; for (const [n, t] of [["a", 3], ["b", 1], ["c", 2]]) out.push(await task(n, t)); return out; }
async function parallel() { return Promise.all([["d", 3], ["e", 1], ["f", 2]].map(([n, t]) => task(n, t))); }
(async () => {
  console.log((await sequential()).join(), "|", events.splice(0).join(", "));
  console.log((await parallel()).join(), "|", events.splice(0).join(", "));
  const results = [];
  await Promise.all([3, 1, 2].map(async (t, i) => { await task("g" + i, t); results.push(i); }));
  console.log(results.join(), "|", events.splice(0).join(", "));
  const reduced = await [1, 2, 3].reduce(async (accP, x) => (await accP) + x, 0);
  console.log(reduced);
})();
