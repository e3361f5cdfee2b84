// try/catch scoping: catch parameter shadowing, var in catch, finally after return in loops.
var e = "outer";
try { throw "inner"; } catch (e) { var e = "assigned in catch"; console.log("in catch:", e); }
console.log("after:", e);
function f() { try { return "try"; } catch (err) { return "catch"; } finally { console.log("finally runs before return value is used"); } }
console.log(f());
const results = [];
for (const x of [1, 2, 3]) { try { if (x === 2) throw new Error("two"); results.push(x); } catch ({ message }) { results.push("E:" + message); continue; } finally { results.push("f" + x); } results.push("end" + x); }
console.log(results.join());
function countFinally() { let n = 0; for (let i = 0; i < 3; i++) { try { if (i === 1) return n; } finally { n++; } } return -1; }
console.log(countFinally());
const thrower = () => { try { throw new TypeError("t"); } finally { console.log("cleanup before propagation"); } };
try { thrower(); } catch (err) { console.log(err.name, err.message); }
