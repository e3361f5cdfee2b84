// Dates at fixed UTC timestamps: fields, ISO strings, arithmetic and parsing.
const d = new Date(Date.UTC(2024, 1, 29, 13, 45, 30, 123));
console.log(d.toISOString(), d.getTime(), d.getUTCDay(), d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
console.log(JSON.stringify({ d }), new Date(0).toISOString(), new Date(-1).toISOString());
const next = new Date(d.getTime()); next.setUTCMonth(next.getUTCMonth() + 12);
console.log(next.toISOString());
console.log(Date.parse("2024-03-10T12:00:00Z"), Date.parse("2024-03-10"), Date.parse("2024-03-10T12:00:00.5+02:00"), isNaN(Date.parse("not a date")));
console.log(new Date(8.64e15).toISOString(), isNaN(new Date(8.64e15 + 1)), new Date(NaN).getTime(), String(new Date(NaN)));
try { new Date(NaN).toISOString(); } catch (e) { console.log(e.name); }
const days = (a, b) => Math.round((Date.UTC(...b) - Date.UTC(...a)) / 864e5);
console.log(days([2024, 0, 1], [2025, 0, 1]), days([2023, 0, 1], [2024, 0, 1]), new Date(Date.UTC(-1, 0)).toISOString(), new Date(Date.UTC(10000, 0)).toISOString());
console.log(new Date("2020-01-01T00:00:00Z").toUTCString());
