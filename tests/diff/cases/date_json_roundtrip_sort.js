// Dates through JSON: revive ISO strings, sort events by time, group by UTC day and hour, durations between consecutive events.
const raw = JSON.stringify({ events: [{ t: new Date(Date.UTC(2024, 2, 10, 23, 50)), e: "deploy" }, { t: new Date(Date.UTC(2024, 2, 10, 8, 5)), e: "build" }, { t: new Date(Date.UTC(2024, 2, 11, 0, 10)), e: "alert" }, { t: new Date(Date.UTC(2024, 2, 9, 12, 0, 30, 250)), e: "commit" }] });
console.log(raw);
const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const { events } = JSON.parse(raw, (k, v) => (typeof v === "string" && iso.test(v) ? new Date(v) : v));
events.sort((a, b) => a.t - b.t);
console.log(events.map((x) => `${x.e}@${x.t.toISOString().slice(5, 16)}`).join(" "), events[0].t instanceof Date);
const byDay = events.reduce((m, x) => ((m[x.t.toISOString().slice(0, 10)] ??= []).push(x.e), m), {}); console.log(JSON.stringify(byDay));
const gaps = events.slice(1).map((x, i) => { const ms = x.t - events[i].t; const h = Math.floor(ms / 36e5), m = Math.floor((ms % 36e5) / 6e4); return `${h}h${String(m).padStart(2, "0")}m`; });
console.log(gaps.join(" "), new Date(Math.max(...events.map((x) => x.t))).toISOString(), new Date(Math.min(...events.map((x) => +x.t))).getUTCDay());
const hist = Array(24).fill(0); events.forEach((x) => hist[x.t.getUTCHours()]++); console.log(hist.join(""));
