function* gen(x) {
  const y = yield x;
  yield* [y];
}
async function af(p) {
  const v = await p;
  for await (const w of p) { if (w) break; }
  return v;
}
async function* ag() { yield 1; }
