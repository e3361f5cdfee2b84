// expect: exit 0, ok
// stdout: RangeError
try { const o = { toString() { return String(this) } }; String(o) } catch (e) { console.log(e.name) }
