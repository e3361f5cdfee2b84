// expect: exit 3, fuel
// args: --fuel 50000000
// A live array of a million objects and a million numbers, then endless garbage: every
// collection marks the whole array, which must not delay an interrupt.
const big = new Array(2e6).fill(null).map((_, i) => (i % 2 ? {} : i));
for (let n = 0; ; n++) {
  const x = [n, n + 1, {}];
}
