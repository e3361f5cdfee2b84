// expect: exit 3, fuel
// args: --fuel 2000
(function f() { setTimeout(f, 0) })()
