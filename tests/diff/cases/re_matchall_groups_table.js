// matchAll over a log with named groups, aggregated into a table; the iterator is single-use.
const log = `2024-01-01T10:00:00Z INFO  user=ana action=login ms=12
2024-01-01T10:00:05Z WARN  user=bo action=upload ms=340
2024-01-01T10:01:00Z ERROR user=ana action=upload ms=1200
2024-01-01T10:02:00Z INFO  user=cy action=login ms=8`;
const re = /^(?<ts>\S+)\s+(?<level>[A-Z]+)\s+user=(?<user>\w+) action=(?<action>\w+) ms=(?<ms>\d+)$/gm;
const it = log.matchAll(re);
const rows = [...it].map((m) => ({ ...m.groups, ms: +m.groups.ms, at: m.index }));
console.log([...it].length, rows.length, Object.prototype.toString.call(log.matchAll(re)));
const byUser = {};
for (const r of rows) (byUser[r.user] ??= []).push(`${r.action}@${r.ms}`);
console.log(JSON.stringify(byUser));
console.log(rows.filter((r) => r.level !== "INFO").map((r) => r.ts.slice(11, 19) + " " + r.level).join("; "));
console.log(rows.map((r) => r.at).join(), rows.reduce((s, r) => s + r.ms, 0));
const it2 = "a1a2".matchAll(/a(\d)/g);
console.log(it2.next().value[1], it2[Symbol.iterator]() === it2, it2.next().value.index, it2.next().done);
