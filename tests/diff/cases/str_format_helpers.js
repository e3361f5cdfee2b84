// Formatting helpers: durations, byte sizes, ordinals, pluralisation, percentages, centred text and column wrapping.
const dur = (ms) => { const parts = []; for (const [u, n] of [["d", 864e5], ["h", 36e5], ["m", 6e4], ["s", 1e3]]) { const q = Math.floor(ms / n); if (q) { parts.push(q + u); ms -= q * n; } } if (ms || !parts.length) parts.push(ms + "ms"); return parts.join(" "); };
console.log([0, 999, 1000, 61000, 3600001, 90061001, 864e5 * 3].map(dur).join(" | "));
const bytes = (n) => { const u = ["B", "KB", "MB", "GB", "TB"]; let i = 0; while (n >= 1024 && i < u.length - 1) { n /= 1024; i++; } return `${n.toFixed(i ? 1 : 0)} ${u[i]}`; };
console.log([0, 1023, 1024, 1536, 1048576, 5e9, 2 ** 50].map(bytes).join(", "));
const ord = (n) => { const s = ["th", "st", "nd", "rd"], v = n % 100; return n + (s[(v - 20) % 10] || s[v] || s[0]); };
console.log([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112].map(ord).join(" "));
const plural = (n, w) => `${n} ${w}${n === 1 ? "" : w.endsWith("s") ? "es" : "s"}`; console.log(plural(0, "file"), plural(1, "file"), plural(2, "bus"));
const center = (s, w, f = " ") => { const total = Math.max(0, w - s.length), left = Math.floor(total / 2); return f.repeat(left) + s + f.repeat(total - left); };
console.log(`[${center("hi", 7)}]`, `[${center("odd", 8, "*")}]`, `[${center("toolong", 3)}]`);
const wrap = (text, width) => text.split(" ").reduce((lines, word) => { const last = lines[lines.length - 1]; if ((last + " " + word).trim().length <= width) lines[lines.length - 1] = (last + " " + word).trim(); else lines.push(word); return lines; }, [""]);
console.log(wrap("the quick brown fox jumps over the lazy dog and keeps running far away", 16).map((l) => "|" + l.padEnd(16) + "|").join("\n"));
console.log((0.12345).toFixed(1) + "%", (12.5 / 40 * 100).toFixed(2) + "%", `${(2 / 3 * 100).toPrecision(3)}%`);
