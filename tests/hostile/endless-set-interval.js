// expect: exit 3, fuel
// args: --fuel 2000
setInterval(() => {}, 0)
