// String to number conversions the way scripts parse user input.
const inputs = ["42", " 42 ", "4_2", "0x1f", "0b101", "0o17", "1e3", ".5", "5.", "-0", "+7", "", " ", "12px", "Infinity", "-Infinity", "infinity", "1,000", "\n3\t"];
for (const s of inputs) console.log(JSON.stringify(s), Number(s), parseInt(s), parseFloat(s), +s === Number(s));
console.log(parseInt("ff", 16), parseInt("z", 36), parseInt("0x10", 16), parseInt("10", 37), parseInt("123", 0));
console.log(Number("1".repeat(400)), parseFloat("1e-400"), Number("9007199254740993"));
