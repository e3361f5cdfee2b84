// A codemode-style fan-out: fake async tools awaited in parallel and in sequence.
const db = { users: [{ id: 1, name: "ann" }, { id: 2, name: "bob" }], orders: { 1: [10, 20], 2: [5] } };
const tools = {
  listUsers: async () => db.users,
  ordersOf: async ({ id }) => { await null; return db.orders[id] ?? []; },
  fail: async () => { throw new TypeError("tool failed"); },
};
async function main() {
  const users = await tools.listUsers();
  const orders = await Promise.all(users.map((u) => tools.ordersOf({ id: u.id })));
  const report = users.map((u, i) => ({ name: u.name, total: orders[i].reduce((a, b) => a + b, 0) }));
  let seq = [];
  for (const u of users) seq.push((await tools.ordersOf(u)).length);
  try { await tools.fail(); } catch (e) { report.push({ error: `${e.name}: ${e.message}` }); }
  return { report, seq };
}
main().then((r) => console.log(JSON.stringify(r)));
