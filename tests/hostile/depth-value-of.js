// expect: exit 0, ok
// stdout: RangeError
try { const o = { valueOf() { return +this } }; +o } catch (e) { console.log(e.name) }
