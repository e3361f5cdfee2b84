// Round-tripping numbers through strings: every printed number parses back to itself.
const vals = [0.1, 1 / 3, Math.PI, 1e-10, 123.456e200, 2 ** -1074, Number.MAX_VALUE, 4.35, 0.000123, 98765.4321, -2.5e-8];
for (const v of vals) {
  const s = String(v);
  console.log(s, Number(s) === v, parseFloat(s) === v, (+v.toPrecision(17)) === v, v.toFixed(3));
}
console.log(Number("0x10"), Number("0b11"), Number("0o17"), Number("-0x10"), Number("1_000"), Number("1e1000"), Number(".e1"));
console.log(parseInt("  -0x1A"), parseInt("1e3"), parseFloat(".5e-1"), parseFloat("-.5"), parseFloat("Infinityx"), parseInt(""), parseInt("0.00000001"), parseInt(0.00000001));
