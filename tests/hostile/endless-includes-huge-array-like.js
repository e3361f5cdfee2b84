// expect: exit 3, fuel
// args: --fuel 2000000
Array.prototype.includes.call({ length: 2 ** 53 - 1 }, 1)
