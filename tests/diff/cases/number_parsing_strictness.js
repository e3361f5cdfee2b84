// Number() is strict, parseInt/parseFloat are lenient: a validation helper built on both.
const isNumeric = (s) => typeof s === "string" && s.trim() !== "" && Number.isFinite(Number(s));
const asInt = (s) => { const n = Number(s); return Number.isInteger(n) ? n : null; };
for (const s of ["12", "12.0", "1e3", "0x10", " 7 ", "", "abc", "12abc", "Infinity", "-0", "1_0", "٣"]) {
  console.log(JSON.stringify(s).padEnd(10), isNumeric(s), asInt(s), parseInt(s, 10), parseFloat(s));
}
console.log(Number.parseInt === parseInt, (12.5).toString(), Number("12.50"), Number("0.1e1"), Number("-.1"), Number(" \n\t"), Number("1 2"));
