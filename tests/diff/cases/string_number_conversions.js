// String <-> number conversions used by scripts: parseInt radix, Number on whitespace, toString radix.
const inputs = ["42", " 42 ", "42px", "4e2", "0x2A", "0b101", "-0", "", "  ", "1,000", "3.14.15", "Infinity", "-Infinity", "1e-7", ".5", "+5", "--5", "\n7\t"];
for (const s of inputs) console.log(JSON.stringify(s), Number(s), parseInt(s), parseFloat(s), parseInt(s, 16), +s === Number(s));
console.log((1234.5).toString(), (255).toString(2).padStart(12, "0"), (-(255)).toString(16), (2 ** 40).toString(36), parseInt("zz", 36), parseInt("12", 3), parseInt("9", 8), parseInt("10", 37), parseInt("10", 1));
console.log(String(1 / 0), String(-1 / 0), String(0 / 0), (123.456).toString().split(".").map(Number).join("|"), Number(true), Number([]), Number(["7"]), Number([1, 2]), Number({}), Number(null), Number(undefined));
