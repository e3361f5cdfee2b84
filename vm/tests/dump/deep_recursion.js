// Deep recursion building nested objects across awaits: an async recursive builder
// awaiting at every level (a deep chain of suspended async frames), a sync recursion
// 2000 levels deep kept in a nested object across an idle point, a binary tree built
// recursively with parallel children, and iterative walks over the results.
(async () => {
  async function chain(depth) {
    if (depth === 0) return { leaf: await tools.echo("bottom") };
    const v = await tools.add({ a: depth, b: 0 });
    const child = await chain(depth - 1);
    return { depth: v, child };
  }
  const c = await chain(40);
  let node = c, levels = 0, sum = 0;
  while (node.child) { sum += node.depth; node = node.child; levels++; }
  console.log("async chain", levels, sum, node.leaf);
  function nest(n) {
    return n === 0 ? { end: true } : { n, next: nest(n - 1) };
  }
  const deep = nest(2000);
  await tools.delay("deep");
  let d = deep, count = 0;
  while (!d.end) { count += d.n; d = d.next; }
  console.log("sync nest", count, deep.next.next.n);
  async function tree(lo, hi) {
    if (lo > hi) return null;
    const mid = (lo + hi) >> 1;
    const [left, right, val] = await Promise.all([tree(lo, mid - 1), tree(mid + 1, hi), tools.echo(mid)]);
    return { val, left, right };
  }
  const t = await tree(1, 31);
  function height(n) { return n ? 1 + Math.max(height(n.left), height(n.right)) : 0; }
  const inorder = [];
  const stack = [];
  for (let cur = t; cur || stack.length; ) {
    if (cur) { stack.push(cur); cur = cur.left; } else { cur = stack.pop(); inorder.push(cur.val); cur = cur.right; }
  }
  console.log("tree", t.val, height(t), inorder.length, inorder.slice(0, 5).join(","), inorder.every((v, i) => v === i + 1));
  async function countdown(n, acc) {
    if (n === 0) return acc;
    if (n % 10 === 0) await tools.echo(n); // at most 10 async calls nested synchronously
    return countdown(n - 1, acc + n);
  }
  const total = await countdown(200, 0);
  function paths(obj, prefix = "") {
    if (typeof obj !== "object" || obj === null) return [prefix + "=" + obj];
    return Object.keys(obj).flatMap((k) => paths(obj[k], prefix ? prefix + "." + k : k));
  }
  const shaped = await tools.echo({ a: { b: { c: 1, d: [2, { e: 3 }] } }, f: null });
  console.log("countdown", total, paths(shaped).join(" "));
  const echoDeep = await tools.echo(nest(60));
  let e = echoDeep, eCount = 0;
  while (!e.end) { eCount++; e = e.next; }
  console.log("echo deep", eCount);
  return { levels, count, total, h: height(t) };
})()
