// Merging untrusted JSON safely: __proto__ keys from JSON.parse are own data, Object.create(null) maps, and guarded deep merge.
const payload = JSON.parse('{"a": 1, "__proto__": {"polluted": true}, "nested": {"__proto__": {"bad": 1}, "ok": 2}, "constructor": {"prototype": {"p2": 1}}}');
console.log(Object.keys(payload).join(), ({}).polluted, Object.getPrototypeOf(payload) === Object.prototype, payload.__proto__.polluted);
const naive = (t, s) => { for (const k in s) { if (typeof s[k] === "object" && s[k]) naive(t[k] ??= {}, s[k]); else t[k] = s[k]; } return t; };
const guarded = (t, s) => { for (const k of Object.keys(s)) { if (k === "__proto__" || k === "constructor" || k === "prototype") continue; if (typeof s[k] === "object" && s[k]) guarded(Object.hasOwn(t, k) ? t[k] : (t[k] = {}), s[k]); else t[k] = s[k]; } return t; };
const g = guarded({}, payload); console.log(JSON.stringify(g), ({}).bad, ({}).p2);
const n = naive({}, payload); console.log(({}).polluted === true, ({}).bad === 1, typeof n.constructor);
delete Object.prototype.polluted; delete Object.prototype.bad;
const dict = Object.create(null); dict.__proto__ = "just a key"; dict.toString = "also"; console.log(Object.keys(dict).join(), dict.__proto__, "hasOwnProperty" in dict, JSON.stringify(dict));
const literal = { __proto__: null, x: 1 }; const computed = { ["__proto__"]: 5 }; console.log(Object.getPrototypeOf(literal), Object.keys(computed).join(), Object.getPrototypeOf(computed) === Object.prototype);
const spreadP = { ...JSON.parse('{"__proto__": {"z": 1}}') }; console.log(Object.keys(spreadP).join(), spreadP.z, Object.getPrototypeOf(spreadP) === Object.prototype);
const assigned = Object.assign({}, JSON.parse('{"__proto__": {"w": 1}}')); console.log(Object.keys(assigned).length, assigned.w, ({}).w);
