// expect: exit 3, fuel
// args: --fuel 2000000
// Symbol.for over a registry of a thousand keys, each time.
for (let i = 0; ; i++) Symbol.for('k' + (i & 1023))
