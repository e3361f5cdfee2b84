// expect: exit 3, fuel
// args: --fuel 20000000
// JSON.parse of numbers of a million digits, one-byte and two-byte text, each time (the digits are read eight at a time and cut to the significant ones).
const big = '1' + '0'.repeat(1 << 20); const wide = '[0.' + big + ', "\u0105"]';
for (;;) { JSON.parse(big); JSON.parse('-' + big + 'e-1048570'); JSON.parse(wide) }
