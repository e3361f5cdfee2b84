// toFixed, toPrecision and toExponential over a table of awkward values (halfway cases, large and tiny magnitudes).
const vals = [0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 1.45, 8.345, 0.000001, 123.456, 1e21, 1e-7, 999.9999, -1234.5678, 2 ** 53, 0.1 + 0.2];
for (const v of vals) console.log(String(v).padEnd(22), v.toFixed(2).padEnd(24), v.toPrecision(4).padEnd(12), v.toExponential(3));
console.log((25).toPrecision(1), (35).toPrecision(1), (0.00001).toPrecision(1), (123456).toPrecision(2), (1e-10).toPrecision(21));
console.log((1.23e-10).toFixed(20), (1e20).toFixed(2), (123.456).toFixed(0), (0.5).toFixed(0), (-0.5).toFixed(0), (-1e-10).toFixed(2));
console.log((0).toExponential(), (123456).toExponential(), (1.5e-300).toExponential(1), (NaN).toFixed(2), (-Infinity).toExponential(2));
for (const bad of [() => (1).toFixed(101), () => (1).toPrecision(0), () => (1).toExponential(-1), () => Number.prototype.toFixed.call("1", 2)]) { try { bad(); } catch (e) { console.log(e.name); } }
