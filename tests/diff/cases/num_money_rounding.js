// Money arithmetic done safely in integer cents, rounding half away from zero, and formatting.
const toCents = (s) => { const [w, f = ""] = s.split("."); const sign = w.startsWith("-") ? -1 : 1; return sign * (Math.abs(Number(w)) * 100 + Number((f + "00").slice(0, 2))); };
const group = (n) => { const s = String(n); let out = ""; for (let i = 0; i < s.length; i++) { if (i && (s.length - i) % 3 === 0) out += ","; out += s[i]; } return out; };
const money = (c) => (c < 0 ? "-" : "") + "$" + group(Math.floor(Math.abs(c) / 100)) + "." + String(Math.abs(c) % 100).padStart(2, "0");
const items = ["19.99", "0.01", "1234567.5", "-3.10", "7"];
const cents = items.map(toCents);
console.log(cents.join(), money(cents.reduce((a, b) => a + b, 0)));
const roundHalfAway = (x) => Math.sign(x) * Math.round(Math.abs(x));
console.log([2.5, -2.5, 0.5, -0.5, 1.4999].map(roundHalfAway).join(), [2.5, -2.5, 0.5, -0.5].map(Math.round).join());
const split = (total, n) => { const base = Math.floor(total / n), extra = total - base * n; return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0)); };
console.log(split(1000, 3).map(money).join(" "), split(1, 4).join(), 0.1 + 0.2 === 0.3, (0.1 * 100 + 0.2 * 100) / 100 === 0.3);
console.log(money(123456789), money(-5), money(0), (1.005 * 100).toFixed(10), Math.round(1.005 * 100));
