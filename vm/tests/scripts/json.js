// JSON.parse and JSON.stringify: nesting, replacers, indentation, toJSON, errors, escapes.
print(JSON.stringify({a:1,b:[1,"x",null,undefined,()=>1],c:{d:true}}));
print(JSON.stringify([1,{a:2}], null, 2));
print(JSON.stringify({a:1,b:2,c:3}, ["a","c"]), JSON.stringify({a:5}, (k,v)=> typeof v === "number" ? v*2 : v));
print(JSON.stringify("he\"llo\n\u0001"), JSON.stringify(undefined), JSON.stringify(NaN));
const o = JSON.parse('{"x":[1,2,{"y":"z"}],"n":-1.5e2,"t":true,"u":null,"s":"\\u0041\\n"}');
print(o.x[2].y, o.n, o.t, o.u, o.s, JSON.parse("[1,2]", (k,v)=> Array.isArray(v) ? v : v*10));
try { JSON.parse("{bad}") } catch (e) { print(e.name) }
const c = {}; c.c = c; try { JSON.stringify(c) } catch (e) { print(e.name) }
print(JSON.stringify({toJSON(){ return {z:1} }}), JSON.stringify("😀"), JSON.stringify("\ud800"));
