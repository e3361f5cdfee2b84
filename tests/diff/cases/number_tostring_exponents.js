// Number to string: exponent thresholds (1e21, 1e-7), negative zero, and precision methods at the edges.
const xs = [1e20, 1e21, 1.5e21, 123456789012345680000, 1e-6, 1e-7, 1.5e-7, -1e-7, 0.000001, 2e-7];
console.log(xs.map(String).join(" "));
console.log(xs.map((x) => x.toExponential()).join(" "));
console.log([0, -0, 1, -1.5, 99.5, 1e100].map((x) => x.toPrecision(2)).join(" "));
console.log([0.00001, 1e-7, 123456, 1e21].map((x) => x.toPrecision(3)).join(" "));
console.log((-0).toFixed(2), (-0.001).toFixed(2), (-1e-7).toString(), String(-0), `${-0}`, JSON.stringify(-0), [-0].join(), (-0).toString(2));
for (const bad of [() => (1).toPrecision(0), () => (1).toExponential(101), () => (1).toFixed(101), () => (1).toString(1)]) {
  try { bad(); console.log("no error"); } catch (e) { console.log(e.name); }
}
