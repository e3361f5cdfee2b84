// Parsing numbers from human-formatted text: thousands separators, currency symbols, percentages, accounting negatives, and units.
const parseHuman = (s) => {
  let t = s.trim(); let neg = false;
  if (/^\(.*\)$/.test(t)) { neg = true; t = t.slice(1, -1); }
  const pct = t.endsWith("%"); if (pct) t = t.slice(0, -1);
  const unit = /([kmb])$/i.exec(t); if (unit) t = t.slice(0, -1);
  t = t.replace(/^[-+]?[$€£]\s?|[$€£]$/g, (m) => (m.startsWith("-") ? ((neg = !neg), "") : ""));
  if (/^-/.test(t)) { neg = !neg; t = t.slice(1); }
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(t)) t = t.replace(/\./g, "").replace(",", ".");
  else t = t.replace(/,/g, "");
  let n = Number(t); if (t === "" || Number.isNaN(n)) return NaN;
  if (unit) n *= { k: 1e3, m: 1e6, b: 1e9 }[unit[1].toLowerCase()];
  if (pct) n /= 100;
  return neg ? -n : n;
};
const inputs = ["1,234.56", "1.234.567,89", "$1,000", "€ 12", "(45.5)", "-$3.20", "12.5%", "3.2k", "1.5M", "2B", "  7  ", "abc", "", "1e3", "0x10", "-(1)", "12,34"];
console.log(inputs.map((s) => `${JSON.stringify(s)}=${parseHuman(s)}`).join("\n"));
