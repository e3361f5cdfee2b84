// JSON numbers of many digits in one-byte and two-byte text: runs that end inside and at
// the end of a block of 8 or 16, fractions and exponents that cancel long integer parts,
// digits past the significant ones cut without changing the rounding.
const wide = (t) => '["\u0105", ' + t + ']';
const texts = [];
for (const n of [1, 7, 8, 9, 15, 16, 17, 31, 33, 800, 1601, 5000]) {
  texts.push('9'.repeat(n), '1' + '0'.repeat(n) + 'e-' + n, '0.' + '0'.repeat(n) + '5', '-' + '3'.repeat(n) + '.25e-' + (n - 1));
}
texts.push('0.' + '1'.repeat(3000) + 'e3000', '1' + '0'.repeat(2000) + '1e-2001', '0.5' + '0'.repeat(4000) + '1', '2.' + '0'.repeat(20000));
for (const t of texts) {
  const a = JSON.parse(t), b = JSON.parse(wide(t))[1];
  console.log(t.length, a, Object.is(a, b));
}
for (const bad of ['1' + '2'.repeat(40) + '.', '-' + '0'.repeat(20), '0' + '1'.repeat(30), '1'.repeat(17) + 'e', '1'.repeat(17) + 'x']) {
  for (const t of [bad, wide(bad)]) {
    try { console.log('parsed', JSON.parse(t)); } catch (e) { console.log(e.name); }
  }
}
