// BigInt literals in every radix become BigInt constants (printed as JS literals).
const a = 1n, b = 0x1fn, c = 0b101n, d = 0o17n, e = 1_000_000n;
const o = { 12n: a, [b]: c };
print(a + b * -(c ** d), e, o, 123456789012345678901234567890n);
