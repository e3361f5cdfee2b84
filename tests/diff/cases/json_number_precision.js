// JSON numbers: round trips of doubles, large integers losing precision, exponent forms, -0, and big IDs kept as strings.
const nums = [0.1, 1 / 3, 1e21, 1e-7, 123456789012345678, 2 ** 53 + 1, -0, 5e-324, 1.7976931348623157e308, 100, 1.5e300 * 1.5e10];
console.log(JSON.stringify(nums));
console.log(nums.every((n) => Object.is(JSON.parse(JSON.stringify(n)), n) || !isFinite(n) || Object.is(n, -0)));
console.log(JSON.parse("[1E2, 1e+2, 1e-2, -0.0, 0.30000000000000004, 9007199254740993, 12345678901234567890]").join());
const raw = '{"id": 12345678901234567890, "small": 42, "idStr": "12345678901234567890"}';
const parsed = JSON.parse(raw); console.log(parsed.id, parsed.id === 12345678901234567000, BigInt(parsed.idStr) + 1n, typeof parsed.small);
const safeIds = JSON.parse(raw.replace(/("id":\s*)(\d{16,})/g, '$1"$2"')); console.log(safeIds.id, typeof safeIds.id);
console.log(JSON.stringify({ x: 1.0, y: 2.50, z: 1e0, w: 0.000001, v: 0.0000001 }), JSON.stringify(0.1 + 0.2), JSON.stringify(-1e-7));
console.log(JSON.stringify(Number.MAX_SAFE_INTEGER), JSON.stringify(Number.MIN_VALUE), JSON.stringify(Number.EPSILON), JSON.stringify([Infinity, -Infinity, NaN]));
