// expect: exit 0, ok
// stdout: RangeError
try { let p = new Proxy({}, {}); for (let i = 0; i < 100000; i++) p = new Proxy(p, {}); p.x } catch (e) { console.log(e.name) }
