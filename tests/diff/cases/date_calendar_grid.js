// Rendering a month calendar grid in UTC and listing business days between two dates, skipping fixed holidays.
const calendar = (y, m) => { const first = new Date(Date.UTC(y, m, 1)); const days = new Date(Date.UTC(y, m + 1, 0)).getUTCDate(); const offset = (first.getUTCDay() + 6) % 7; const cells = [...Array(offset).fill("  "), ...Array.from({ length: days }, (_, i) => String(i + 1).padStart(2))]; const rows = []; for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7).join(" ")); return [first.toISOString().slice(0, 7), "Mo Tu We Th Fr Sa Su", ...rows].join("\n"); };
console.log(calendar(2024, 1)); console.log(calendar(2026, 10));
const holidays = new Set(["2024-12-25", "2024-12-26", "2025-01-01"]);
const businessDays = (from, to) => { const out = []; for (let t = Date.parse(from); t <= Date.parse(to); t += 864e5) { const d = new Date(t); const iso = d.toISOString().slice(0, 10); if (d.getUTCDay() % 6 !== 0 && !holidays.has(iso)) out.push(iso.slice(5)); } return out; };
const bd = businessDays("2024-12-20", "2025-01-03"); console.log(bd.length, bd.join(" "));
const addBusinessDays = (from, n) => { let t = Date.parse(from); while (n > 0) { t += 864e5; const d = new Date(t); if (d.getUTCDay() % 6 !== 0 && !holidays.has(d.toISOString().slice(0, 10))) n--; } return new Date(t).toISOString().slice(0, 10); };
console.log(addBusinessDays("2024-12-23", 3), addBusinessDays("2024-02-28", 1), addBusinessDays("2024-03-01", 5));
