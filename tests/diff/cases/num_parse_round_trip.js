// Number parsing and printing round trips: shortest representation and exponents.
const vals = [0.1, 0.7, 1 / 3, 100, 1e21, 1e-7, 123e-20, 2 ** 70, 0.000001, 1.0000000000000002, 4.35, 5e-324, 1.5e300 * 1e10];
for (const v of vals) {
  const s = String(v);
  console.log(s, Number(s) === v, parseFloat(s) === v, v.toString(10) === s, JSON.stringify(v));
}
console.log([1e20, 1e21, 12345678901234567890, 0.1 + 0.7, 2 / 7].map(String).join(" "));
console.log((0.1).toFixed(20), (1e20).toFixed(2), (2.345).toFixed(2), (2.355).toFixed(2), (-1e-10).toFixed(2));
console.log(Number("1e1000"), Number("-1e-1000"), Object.is(Number("-0"), -0), Number(".5"), Number("5."), Number("+.5e1"), Number("0x"), Number("1e"));
