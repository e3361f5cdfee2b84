// Large integers and money in cents: safe integer limits, precision loss, formatting with separators, rounding half even vs away.
const max = Number.MAX_SAFE_INTEGER;
console.log(max + 1 === max + 2, max + 2, String(2 ** 64), 2 ** 70, 123456789 * 987654321, (123456789n * 987654321n).toString());
console.log(1e16 + 1, 9007199254740993, 0.1 * 3, 0.3 / 0.1, 1.1 * 1.1, 4.35 * 100, Math.round(4.35 * 100));
const fmt = (cents) => { const neg = cents < 0; const s = String(Math.abs(cents)).padStart(3, "0"); const whole = s.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ","); return (neg ? "-" : "") + "$" + whole + "." + s.slice(-2); };
console.log([0, 5, 99, 100, 123456789, -250, 100000000000].map(fmt).join(" "));
const halfEven = (x) => { const f = Math.floor(x); const d = x - f; return d > 0.5 ? f + 1 : d < 0.5 ? f : f % 2 === 0 ? f : f + 1; };
console.log([0.5, 1.5, 2.5, 3.5, -0.5, -1.5].map(halfEven).join(), [0.5, 1.5, 2.5, -0.5, -1.5].map(Math.round).join());
const split = (total, n) => { const base = Math.floor(total / n), extra = total - base * n; return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0)); };
console.log(split(1000, 3).join(), split(10, 4).join(), split(1, 5).join());
console.log((1234.5).toLocaleString === Number.prototype.toLocaleString, 0.1 + 0.7, (0.1 + 0.7) * 10, Math.floor((0.1 + 0.7) * 10));
