// Date UTC setters with overflow and NaN, getters after each change, Date.UTC with out-of-range fields and two-digit years.
const d = new Date(Date.UTC(2023, 0, 31, 10, 30));
const show = () => d.toISOString();
const steps = [["setUTCMonth", 1], ["setUTCDate", 0], ["setUTCDate", 32], ["setUTCHours", -1], ["setUTCMinutes", 90], ["setUTCSeconds", 3600], ["setUTCMilliseconds", -1], ["setUTCFullYear", 2024, 1, 29], ["setUTCMonth", 13, 1]];
for (const [m, ...args] of steps) { const r = d[m](...args); console.log(m.padEnd(18), String(args).padEnd(10), show(), r === d.getTime()); }
console.log(Date.UTC(2024, 0, 1, 24), Date.UTC(2024, 12), Date.UTC(2024, -1), Date.UTC(0, 0), Date.UTC(99, 11, 31), Date.UTC(100, 0), Date.UTC(2024, 0, 1.9), Date.UTC(NaN));
const n = new Date(NaN); console.log(n.setUTCDate(1), n.getTime(), new Date(0).setUTCHours(NaN));
const e = new Date(0); console.log(e.setTime(86400000), e.toISOString(), e.setTime("x"), new Date(e.setTime(1.7)).getTime());
const f = new Date(Date.UTC(2020, 5, 15)); f.setUTCFullYear(2021); console.log(f.toISOString(), f.getUTCDay(), f.getTimezoneOffset(), new Date(2020, 0).getTimezoneOffset());
console.log(new Date(2024, 0, 31).getMonth(), new Date(Date.UTC(2024, 0, 31)).getUTCMonth(), new Date(-1).toISOString(), new Date(-62198755200000).toISOString());
