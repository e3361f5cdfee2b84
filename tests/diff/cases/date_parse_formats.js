// Date.parse of ISO forms with explicit offsets and the toISOString/toUTCString/toJSON output; invalid dates.
// Out-of-range fields such as "2024-02-30" are left out: the string is then not in the Date Time String Format and the spec lets each engine apply its own heuristics (V8 rolls it over to March 1).
const inputs = ["2024-05-06T07:08:09.010Z", "2024-05-06T07:08:09+02:00", "2024-05-06T07:08:09.5-05:30", "2024-05-06T00:00Z", "2024-05-06", "2024-05", "2024", "+002024-05-06T00:00:00Z", "-000001-01-01T00:00:00Z", "2024-13-01", "2024-05-06T24:00:00Z", "2024-05-06T25:00:00Z", "nonsense", ""];
for (const s of inputs) { const t = Date.parse(s); console.log(JSON.stringify(s).padEnd(32), t, isNaN(t) ? "Invalid" : new Date(t).toISOString()); }
const d = new Date(Date.UTC(2021, 6, 4, 3, 2, 1, 9));
console.log(d.toUTCString(), d.toJSON(), JSON.stringify([d]), d.valueOf(), +d === d.getTime(), typeof Date.now());
const bad = new Date(NaN);
console.log(String(bad), bad.toJSON(), bad.getUTCFullYear(), JSON.stringify({ bad }), bad.toUTCString());
try { bad.toISOString(); } catch (e) { console.log(e.name); }
console.log(new Date(2024, 0, 1, 0, 0, 0).toISOString(), new Date("2024-01-01T00:00:00").toISOString(), Date.UTC(2024), Date.UTC(), new Date(2024, 0).getTime() === Date.UTC(2024, 0));
console.log(new Date(1e12).toString(), new Date(1e12).toDateString(), new Date(1e12).toTimeString());
