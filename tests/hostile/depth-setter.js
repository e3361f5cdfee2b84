// expect: exit 0, ok
// stdout: RangeError
try { const o = { set x(v) { this.x = v } }; o.x = 1 } catch (e) { console.log(e.name) }
