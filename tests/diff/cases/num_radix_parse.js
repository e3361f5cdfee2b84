// Number.prototype.toString with radixes (integers and fractions), parseInt/parseFloat/Number on prefixed and odd inputs.
console.log([255, -255, 0.5, 3.75, 1e21, 2 ** 53 + 2, 0.1].map((n) => [2, 8, 16, 36].map((r) => n.toString(r)).join(" ")).join("\n"));
console.log((255).toString(16).toUpperCase().padStart(4, "0"), (-0).toString(2), (NaN).toString(16), (Infinity).toString(36));
try { (1).toString(1); } catch (e) { console.log(e.name); }
console.log(parseInt("0x1F"), parseInt("1F", 16), parseInt("0b101"), parseInt("101", 2), parseInt("z", 36), parseInt("  -42px"), parseInt("3e5"), parseInt(""), parseInt("0.0000005"), parseInt(0.0000005));
console.log(parseFloat("3.14abc"), parseFloat(".5e-3x"), parseFloat("-Infinityx"), parseFloat("0x10"), parseFloat("1e"), parseFloat("  \n 7"));
console.log(Number("0x1F"), Number("0b101"), Number("0o17"), Number(" 12 "), Number("1_000"), Number(""), Number("  "), Number(null), Number([]), Number([5]), Number("-0x1"), Number("1e1000"));
console.log(Number.parseInt === parseInt, Number.isInteger(5.0), Number.isSafeInteger(2 ** 53), Number.isFinite("1"), isFinite("1"), Number.EPSILON > 0, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER);
console.log(parseInt("123", 0), parseInt("123", 1), parseInt("123", 37), parseInt("11", 2.9), parseInt("ff", "16"), parseInt("9007199254740993"), parseInt("1".repeat(30)));
