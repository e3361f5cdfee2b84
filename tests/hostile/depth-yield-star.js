// expect: exit 0, ok
// stdout: RangeError
try { function* g() { yield* g() } [...g()] } catch (e) { console.log(e.name) }
