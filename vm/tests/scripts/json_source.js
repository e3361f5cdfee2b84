// JSON.parse source text access (proposal-json-parse-with-source): the reviver's
// context.source, JSON.rawJSON / JSON.isRawJSON, raw JSON in JSON.stringify.
const log = [];
const P = (t, f) => { try { return JSON.stringify(JSON.parse(t, f)); } catch (e) { return e.name; } };
const rv = (k, v, c) => { log.push(k + "=" + JSON.stringify(c)); return v; };
log.push(P('{"a":1,"a":2,"0":3,"b":[1,"x",true,null,-0.0e1],"1":{"c":"\\u0041"}}', rv));
// big object with additions by the reviver
let big = {}; for (let i = 0; i < 50; i++) big["k" + i] = i;
log.push(P(JSON.stringify({ o: big, p: 1 }), function (k, v, c) {
  if (k === "k0") { this.zz = 5; }
  log.push(k + ":" + c.source);
  return v;
}).length);
// reverse index keys
log.push(P('{"3":"a","2":"b","1":"c","0":"d"}', rv));
// replace container then see sources
log.push(P('[[1,2],[3]]', function (k, v, c) { if (k === "0" && Array.isArray(v)) {} log.push(k + "|" + c.source); if (k==="1" && this === undefined) {} return v; }));
log.push(P('{"a":[1],"b":2}', function (k, v, c) { if (k === "a") { this.b = 2; } log.push(k + "#" + c.source); return v; }));
log.push(JSON.stringify({ a: JSON.rawJSON('"\u2028x"'), b: [JSON.rawJSON("-0")] }, null, 1));
log.push(JSON.stringify(JSON.rawJSON("1e1000")));
for (const t of ["", " 1", "1 ", "{}", "[]", "1 2", "\"a", "tru", "\t", "-"]) { try { JSON.rawJSON(t); log.push("ok " + t); } catch (e) { log.push(e.name + " " + JSON.stringify(t)); } }
const r = JSON.rawJSON("12");
log.push(Object.isFrozen(r), Object.getPrototypeOf(r), Object.getOwnPropertyNames(r).join(), JSON.isRawJSON(r), JSON.isRawJSON(Object.freeze({rawJSON:"1"})));
log.push(JSON.stringify({ toJSON() { return JSON.rawJSON("7"); } }));
log.push(JSON.stringify([1], (k, v) => k === "0" ? JSON.rawJSON("99") : v));
log.push(P('  "s p"  ', rv));
log.push(P('"\u00e9\u1234"', rv));
console.log(log.join("\n"));
