// expect: exit 3, fuel
// args: --fuel 2000000
// Pushing 64K spread arguments, each time (one Set at a time through the prototype chain).
const b = new Array(1 << 16).fill(1); for (;;) { const a = []; a.push(...b) }
