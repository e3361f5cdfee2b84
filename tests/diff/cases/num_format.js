// Number formatting: toString, toFixed, toPrecision, toExponential, radix and -0.
const xs = [0, -0, 1, -1.5, 0.1 + 0.2, 123.456, 1e21, 1e-7, 123456789012345680000, 5e-324, 1.7976931348623157e308, 2 ** 53, -(2 ** 31)];
for (const x of xs) console.log(String(x), x.toFixed(2), x.toPrecision(4), x.toExponential(3));
console.log((255).toString(16), (255).toString(2), (-255).toString(36), (0.5).toString(2), (3.75).toString(8));
console.log((1.005).toFixed(2), (1.45).toFixed(1), (0.000001).toFixed(7), (1e21).toFixed(2), (123.456).toFixed(0));
console.log((0).toPrecision(1), (123).toPrecision(2), (0.00001234).toPrecision(2), (1e-7).toPrecision(1));
try { (1).toFixed(101); } catch (e) { console.log(e.name); }
try { (1).toString(1); } catch (e) { console.log(e.name); }
