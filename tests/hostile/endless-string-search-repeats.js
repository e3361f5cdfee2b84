// expect: exit 3, fuel
// args: --fuel 2000000
// A needle of repeats in a haystack of the same unit: each search falls back to Knuth-Morris-Pratt within its window (its budget was once of the whole haystack, a window at a time: quadratic), and pays for what it covers.
const hay = 'a'.repeat(1 << 22), needle = 'a'.repeat(8191) + 'b', wide = '\u0101' + hay;
for (;;) { hay.indexOf(needle); wide.lastIndexOf('b' + needle); hay.replace(needle, '$&'); wide.replaceAll(needle, '') }
