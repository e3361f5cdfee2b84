// expect: exit 3, fuel
// args: --fuel 2000000
(function f() { Promise.resolve().then(f) })()
