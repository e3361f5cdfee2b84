// SQL-like operations over rows: where, join, group, order, limit.
const users = [{ id: 1, name: "ann", dept: 10 }, { id: 2, name: "bob", dept: 20 }, { id: 3, name: "cy", dept: 10 }, { id: 4, name: "di", dept: 30 }];
const depts = [{ id: 10, title: "eng" }, { id: 20, title: "ops" }];
const orders = [{ uid: 1, total: 30 }, { uid: 3, total: 5 }, { uid: 1, total: 12 }, { uid: 2, total: 40 }, { uid: 9, total: 1 }];
const deptById = new Map(depts.map((d) => [d.id, d]));
const joined = users.map((u) => ({ ...u, dept: deptById.get(u.dept)?.title ?? "(none)" }));
console.log(JSON.stringify(joined));
const spend = orders.reduce((m, o) => m.set(o.uid, (m.get(o.uid) ?? 0) + o.total), new Map());
const report = joined.filter((u) => spend.has(u.id)).map((u) => ({ name: u.name, dept: u.dept, spend: spend.get(u.id) }))
  .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name)).slice(0, 2);
console.log(JSON.stringify(report));
const orphans = orders.filter((o) => !users.some((u) => u.id === o.uid));
console.log(JSON.stringify(orphans));
