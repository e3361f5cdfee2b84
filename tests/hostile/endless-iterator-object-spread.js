// expect: exit 3, fuel
// args: --fuel 2000000
const it = { [Symbol.iterator]() { return this }, next() { return { value: 1, done: false } } }; [...it]
