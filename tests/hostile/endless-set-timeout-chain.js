// expect: exit 1, fuel
// args: --fuel 2000
(function f() { setTimeout(f, 0) })()
