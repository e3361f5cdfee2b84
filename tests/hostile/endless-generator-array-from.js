// expect: exit 3, fuel
// args: --fuel 2000000
function* g() { for (;;) yield 1 } Array.from(g())
