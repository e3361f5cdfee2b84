// Number.prototype.toExponential() and toPrecision() of doubles whose shortest digits
// have two equally near candidates (the double lies halfway): ECMA-262 takes the even
// one, as node does.
const ties = [1.8468213601419463e14, 184682136014194.625, 0.1 + 0.2, 2 ** 60 + 2 ** 8, 1e23, 5e-324, 1.7976931348623157e308];
for (const x of ties) {
  console.log(String(x), x.toExponential(), x.toPrecision(17), x.toPrecision(21), (-x).toExponential());
}
// Doubles from random bits (a fixed sequence), so that only the formatting is compared.
const view = new DataView(new ArrayBuffer(8));
let state = 12345;
const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
const lines = [];
while (lines.length < 300) {
  view.setUint32(0, next() * 2 + (next() & 1));
  view.setUint32(4, next() * 2 + (next() & 1));
  const x = view.getFloat64(0);
  if (!Number.isFinite(x)) continue;
  lines.push(`${x} ${x.toExponential()} ${x.toPrecision(17)} ${x.toPrecision(3)}`);
}
console.log(lines.join("\n"));
