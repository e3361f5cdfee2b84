// switch as agents use it: true-switch on ranges, fallthrough groups, default in the middle, strict equality, block scopes per case.
const grade = (n) => { switch (true) { case n >= 90: return "A"; case n >= 80: return "B"; case n >= 70: return "C"; default: return "F"; } };
console.log([95, 85, 72, 10, 90, 89.99].map(grade).join());
const kind = (ch) => { switch (ch) { case "a": case "e": case "i": case "o": case "u": return "vowel"; case " ": return "space"; default: return /\d/.test(ch) ? "digit" : "consonant"; } };
console.log([..."hi 2u"].map(kind).join(","));
const trace = (x) => { const out = []; switch (x) { case 1: out.push(1); default: out.push("d"); case 2: out.push(2); break; case 3: out.push(3); } return out.join(""); };
console.log(trace(1), trace(2), trace(3), trace(4));
const strict = (x) => { switch (x) { case 1: return "number 1"; case "1": return "string 1"; case true: return "true"; case null: return "null"; case undefined: return "undefined"; case NaN: return "never NaN"; default: return "other"; } };
console.log([1, "1", true, null, undefined, NaN, 0].map(strict).join(" | "));
const scoped = (k) => { switch (k) { case "a": { const msg = "A!"; return msg; } case "b": { const msg = "B!"; return msg; } } return "none"; };
console.log(scoped("a"), scoped("b"), scoped("c"));
let evaluated = []; const probe = (v) => (evaluated.push(v), v);
switch (3) { case probe(1): break; case probe(3): break; case probe(5): break; } console.log(evaluated.join());
const reducer = (state, action) => { switch (action.type) { case "add": return { ...state, items: [...state.items, action.item] }; case "clear": return { ...state, items: [] }; default: return state; } };
console.log(JSON.stringify([{ type: "add", item: 1 }, { type: "add", item: 2 }, { type: "noop" }, { type: "clear" }, { type: "add", item: 3 }].reduce(reducer, { items: [] })));
