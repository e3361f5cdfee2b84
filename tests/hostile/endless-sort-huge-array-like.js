// expect: exit 3, fuel
// args: --fuel 2000000
[].sort.call({ length: 2 ** 53 - 1 }, () => 0)
