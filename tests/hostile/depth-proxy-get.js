// expect: exit 0, ok
// stdout: RangeError
try { const p = new Proxy({}, { get(t, k, r) { return r[k] } }); p.x } catch (e) { console.log(e.name) }
