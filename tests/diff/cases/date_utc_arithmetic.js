// Date arithmetic at fixed UTC instants: adding days and months with overflow, day of week, ISO weeks, month lengths, diffs.
const d0 = Date.UTC(2024, 0, 31, 12, 0, 0);
const addMonths = (t, n) => { const d = new Date(t); d.setUTCMonth(d.getUTCMonth() + n); return d.toISOString().slice(0, 10); };
console.log([1, 2, 12, -1, 13].map((n) => addMonths(d0, n)).join(" "));
const daysIn = (y, m) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
console.log([2023, 2024, 1900, 2000].map((y) => daysIn(y, 1)).join(), Array.from({ length: 12 }, (_, m) => daysIn(2024, m)).join(""));
const dow = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
console.log(["1970-01-01", "2000-02-29", "2024-12-25", "1969-07-20"].map((s) => dow[new Date(s + "T00:00:00Z").getUTCDay()]).join());
const isoWeek = (t) => { const d = new Date(t); const day = (d.getUTCDay() + 6) % 7; d.setUTCDate(d.getUTCDate() - day + 3); const jan4 = new Date(Date.UTC(d.getUTCFullYear(), 0, 4)); return 1 + Math.round(((d - jan4) / 864e5 - 3 + ((jan4.getUTCDay() + 6) % 7)) / 7); };
console.log([Date.UTC(2024, 0, 1), Date.UTC(2021, 0, 3), Date.UTC(2020, 11, 31), Date.UTC(2026, 5, 15)].map(isoWeek).join());
const a = new Date("2024-03-10T08:30:00Z"), b = new Date("2024-11-03T17:45:30Z");
const diff = b - a; console.log(diff, Math.floor(diff / 864e5), new Date(diff).toISOString().slice(11, 19));
const d = new Date(Date.UTC(2024, 1, 29)); d.setUTCFullYear(2025); console.log(d.toISOString());
const e = new Date(0); e.setUTCHours(25, 61, 61, 1001); console.log(e.toISOString(), e.getTime());
console.log(new Date(Date.UTC(99, 0)).getUTCFullYear(), new Date(Date.UTC(-1, 0)).toISOString(), new Date(8.64e15).toISOString(), new Date(8.64e15 + 1).getTime());
