// An event-sourced account ledger: apply events, rebuild state, snapshots, validation errors, replay from a version.
const events = [
  { v: 1, type: "opened", id: "acc1", owner: "ana" }, { v: 2, type: "deposited", amount: 100 }, { v: 3, type: "withdrew", amount: 30 },
  { v: 4, type: "deposited", amount: 12.5 }, { v: 5, type: "renamed", owner: "Ana B." }, { v: 6, type: "withdrew", amount: 500 }, { v: 7, type: "closed" },
];
const reducers = {
  opened: (s, e) => ({ ...s, id: e.id, owner: e.owner, balance: 0, open: true }),
  deposited: (s, e) => ({ ...s, balance: s.balance + e.amount }),
  withdrew: (s, e) => { if (e.amount > s.balance) throw new RangeError(`insufficient funds at v${e.v}: ${s.balance} < ${e.amount}`); return { ...s, balance: s.balance - e.amount }; },
  renamed: (s, e) => ({ ...s, owner: e.owner }),
  closed: (s) => ({ ...s, open: false }),
};
const apply = (state, e, errors) => { try { return { ...reducers[e.type](state, e), version: e.v }; } catch (err) { errors.push(err.message); return { ...state, version: e.v }; } };
const errors = [];
const snapshots = [];
const final = events.reduce((s, e) => { const n = apply(s, e, errors); if (e.v % 3 === 0) snapshots.push(structuredCloneish(n)); return n; }, {});
function structuredCloneish(o) { return JSON.parse(JSON.stringify(o)); }
console.log(JSON.stringify(final), errors.join("; "));
const fromSnap = events.filter((e) => e.v > snapshots[0].version).reduce((s, e) => apply(s, e, []), snapshots[0]);
console.log(JSON.stringify(fromSnap) === JSON.stringify(final), snapshots.map((s) => `${s.version}:${s.balance}`).join(" "));
const counts = events.reduce((m, e) => ((m[e.type] = (m[e.type] || 0) + 1), m), {});
console.log(JSON.stringify(counts));
