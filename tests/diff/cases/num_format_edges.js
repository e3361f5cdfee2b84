// Number formatting: toFixed/toPrecision/toExponential rounding, -0, large and tiny values.
const xs = [0, -0, 1.005, 1.45, 2.5, -2.5, 123.456, 0.000001234, 1e21, 1.7976931348623157e308, 5e-324, 0.1 + 0.2, 2 ** 53, -1e-7];
for (const x of xs) {
  console.log(String(x), x.toFixed(2), x.toPrecision(3), x.toExponential(2), Object.is(x, -0) ? "neg zero" : "");
}
console.log((255).toString(2), (255).toString(16), (-255).toString(36), (0.5).toString(2), (1e21).toString(10));
console.log(Number("  12  "), Number("1_000"), Number("0b101"), Number("0o17"), Number(""), Number("-"), parseFloat("3.14abc"), parseInt("08"), parseInt("0x1F"), parseInt("z", 36));
console.log(Number.MAX_SAFE_INTEGER + 2, Number.EPSILON > 0, Number.MIN_VALUE, -Number.MAX_VALUE, (123.456).toFixed(10), (1e-10).toFixed(3));
console.log((25).toPrecision(1), (35).toPrecision(1), (0).toPrecision(4), (1234.5678).toPrecision(6), (99.99).toPrecision(2));
