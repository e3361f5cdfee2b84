// expect: exit 0, ok
// stdout: RangeError
try { const o = { get x() { return this.x } }; o.x } catch (e) { console.log(e.name) }
