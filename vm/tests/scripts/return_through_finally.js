// A return that leaves block scopes with captured bindings (a for-let loop whose body
// makes a closure) through a finally block: the finally runs in its own environment,
// so it reads the function's captured bindings, not the loop's.
function outer() {
  const log = [];
  function g() {
    try {
      for (let off = 0; off < 10; off += 1) {
        const f = () => off;
        if (f() === 1) return "returned " + off;
      }
    } finally {
      log.push("finally");
    }
  }
  const r = g();
  return r + " / " + log.join(",");
}
console.log(outer());

// The same through a generator's return(): the finally awaits-free body runs after
// the loop scopes are left.
const seen = [];
function* gen() {
  try {
    for (let i = 0; i < 5; i++) {
      const f = () => i;
      yield f();
    }
  } finally {
    seen.push("cleanup");
  }
}
const it = gen();
it.next();
console.log(JSON.stringify(it.return(7)), seen.join(","));

// And an async generator abandoned by a for-await break, with an await in finally.
(async () => {
  const log = [];
  async function* pages() {
    try {
      for (let off = 0; off < 100; off += 4) {
        const rows = await Promise.resolve([off, off + 1]);
        yield rows.map((r) => r + off);
      }
    } finally {
      log.push("cleanup " + (await Promise.resolve("done")));
    }
  }
  const got = [];
  for await (const page of pages()) {
    got.push(page.join("."));
    if (got.length === 2) break;
  }
  console.log(got.join(" | "), log.join(";"));
})();
