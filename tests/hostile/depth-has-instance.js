// expect: exit 0, ok
// stdout: RangeError
try { class A { static [Symbol.hasInstance](x) { return x instanceof A } } ({}) instanceof A } catch (e) { console.log(e.name) }
