// expect: exit 3, fuel
// args: --fuel 2000000
function* g() { let i = 0; for (;;) yield i++ } [...g()]
