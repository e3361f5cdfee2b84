// expect: exit 1, fuel
// args: --fuel 2000
setInterval(() => {}, 0)
