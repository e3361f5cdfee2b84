// Descriptive statistics over samples: mean, median, percentiles with interpolation, stddev, histogram with ASCII bars.
let seed = 42; const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const samples = Array.from({ length: 200 }, () => Math.round((rand() + rand() + rand()) * 100) / 3);
const sorted = samples.toSorted((a, b) => a - b);
const pct = (p) => { const i = (sorted.length - 1) * p; const lo = Math.floor(i), hi = Math.ceil(i); return sorted[lo] + (sorted[hi] - sorted[lo]) * (i - lo); };
const mean = samples.reduce((a, b) => a + b) / samples.length;
const sd = Math.sqrt(samples.reduce((a, b) => a + (b - mean) ** 2, 0) / (samples.length - 1));
console.log(`n=${samples.length} min=${sorted[0]} max=${sorted.at(-1)} mean=${mean.toFixed(3)} sd=${sd.toFixed(3)}`);
console.log([0.5, 0.9, 0.95, 0.99].map((p) => `p${p * 100}=${pct(p).toFixed(2)}`).join(" "));
const bins = 8, lo = sorted[0], width = (sorted.at(-1) - lo) / bins;
const counts = new Array(bins).fill(0); for (const s of samples) counts[Math.min(bins - 1, Math.floor((s - lo) / width))]++;
counts.forEach((c, i) => console.log(`${(lo + i * width).toFixed(1).padStart(6)} | ${"#".repeat(Math.round(c / 2)).padEnd(30)} ${c}`));
const mode = [...samples.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map())].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
console.log("mode", mode.join(" x"), "sum", samples.reduce((a, b) => a + b).toFixed(4));
