// Agent-style script: parse log lines, aggregate per level and per minute, print a table.
const raw = `2024-01-01 10:00:01 INFO start service=api
2024-01-01 10:00:05 WARN slow request ms=1200 path=/users
2024-01-01 10:00:59 ERROR failed path=/orders code=500
2024-01-01 10:01:10 INFO request path=/users ms=80
2024-01-01 10:01:11 INFO request path=/orders ms=95
2024-01-01 10:02:00 ERROR failed path=/users code=503
malformed line`;
const entries = [];
const bad = [];
for (const [i, line] of raw.split("\n").entries()) {
  const parts = line.split(" ");
  if (parts.length < 4) { bad.push(i + 1); continue; }
  const [date, time, level, msg, ...kv] = parts;
  const fields = Object.fromEntries(kv.map((p) => p.split("=")).map(([k, v]) => [k, isNaN(Number(v)) ? v : Number(v)]));
  entries.push({ minute: time.slice(0, 5), level, msg, ...fields });
}
const byLevel = entries.reduce((m, e) => ((m[e.level] = (m[e.level] || 0) + 1), m), {});
console.log(JSON.stringify(byLevel), "bad lines:", bad.join());
const minutes = [...new Set(entries.map((e) => e.minute))];
console.log("minute | " + ["INFO", "WARN", "ERROR"].map((l) => l.padStart(5)).join(" | "));
for (const m of minutes) console.log(m + "  | " + ["INFO", "WARN", "ERROR"].map((l) => String(entries.filter((e) => e.minute === m && e.level === l).length).padStart(5)).join(" | "));
const slow = entries.filter((e) => (e.ms ?? 0) > 100).map((e) => `${e.path}:${e.ms}`);
const paths = Object.entries(entries.reduce((m, e) => (e.path ? ((m[e.path] ??= []).push(e.code ?? 200), m) : m), {}));
console.log(slow.join(), JSON.stringify(paths));
