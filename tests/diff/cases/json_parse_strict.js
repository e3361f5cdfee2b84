// JSON.parse rejects what JavaScript literals accept; accepted edge forms; reviver order and deletion.
const bad = ["{a:1}", "[1,]", "'x'", "01", "1.", ".5", "+1", "NaN", '"\\x41"', "[1 2]", '{"a":1,}', "\u00a01", "undefined", '"\t"', ""];
console.log(bad.map((s) => { try { JSON.parse(s); return "ok"; } catch (e) { return e.name; } }).join(" "));
const good = [" 1 ", "-0", "1e3", "1E-2", '"\\u00e9\\/"', "[]", "{}", "null", "true", '{"__proto__":1}', '"\u2028"', "\t\n\r [1]"];
console.log(good.map((s) => JSON.stringify(JSON.parse(s))).join(" "), Object.is(JSON.parse("-0"), -0));
const p = JSON.parse('{"__proto__": {"x": 1}}');
console.log(Object.keys(p).join(), p.x, Object.getPrototypeOf(p) === Object.prototype);
const order = [];
const r = JSON.parse('{"a":[1,{"b":2}],"c":3}', (k, v) => { order.push(k || "(root)"); return k === "c" ? undefined : v; });
console.log(order.join(" "), JSON.stringify(r));
console.log(JSON.parse('{"a":1,"a":2}').a, JSON.parse("[" + "1,".repeat(999) + "1]").length, JSON.parse('"' + "x".repeat(5) + '"'));
console.log(JSON.parse("123456789012345678901234567890"), JSON.parse("1e400"), JSON.parse("-1e-400"), JSON.parse('{"k":[]}', function (k, v) { return Array.isArray(v) ? v.length : v; }).k);
