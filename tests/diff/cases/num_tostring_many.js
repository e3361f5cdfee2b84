// Number to string for many magnitudes: shortest round-trip output and exponent thresholds.
const xs = [];
// Built from decimal text: V8 computes 10 ** -5 inexactly, which the spec allows (Number::exponentiate is implementation-approximated).
for (let e = -10; e <= 25; e += 1) xs.push(Number(`1.2345e${e}`));
xs.push(0.1, 0.2, 0.3, 1 / 3, 2 / 3, 100, 1e21, 1e20, 123456789012345678, 0.000001, 0.0000001, 5e-324, 2 ** 63, -1e-7);
console.log(xs.map(String).join("\n"));
console.log([1e21, 1e-7, 123e-20, 1.5e300 * 1e10].map((x) => x.toString()).join(" "));
console.log((0.000001234).toString(), (1234.5678).toFixed(10), (-1.5).toFixed(0), (2.5).toFixed(0), (-0).toFixed(2));
