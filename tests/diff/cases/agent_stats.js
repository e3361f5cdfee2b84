// Descriptive statistics over numbers: mean, median, percentile, stddev, histogram.
const xs = [12, 7, 3, 21, 7, 15, 9, 7, 30, 1, 18, 4];
const sorted = xs.toSorted((a, b) => a - b);
const mean = xs.reduce((a, b) => a + b) / xs.length;
const median = (s) => (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2);
const pct = (s, p) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length);
console.log(mean, median(sorted), pct(sorted, 90), sd.toFixed(4), Math.min(...xs), Math.max(...xs));
const hist = {};
for (const x of xs) { const b = Math.floor(x / 10) * 10; hist[`${b}-${b + 9}`] = (hist[`${b}-${b + 9}`] || 0) + 1; }
console.log(JSON.stringify(hist));
const mode = [...xs.reduce((m, x) => m.set(x, (m.get(x) || 0) + 1), new Map())].sort((a, b) => b[1] - a[1])[0];
console.log(mode.join(":"), (mean / 3).toPrecision(5), (sd * 1000).toExponential(2));
