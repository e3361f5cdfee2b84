// expect: exit 0, ok
// stdout: RangeError
try { const o = { toJSON() { return JSON.stringify(this) } }; JSON.stringify(o) } catch (e) { console.log(e.name) }
