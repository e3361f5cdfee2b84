// The Function constructors parse the parameters and the body each by itself: text that
// reaches across them is a SyntaxError, and the name `anonymous` is not bound inside.
console.log(new Function("return typeof anonymous")());
console.log(new Function("return function() { return typeof anonymous; }")()());
const f = new Function("a", "b", "return a + b");
console.log(f(1, 2), f.name, String(f));
for (const t of [["/*", "*/) {"], ["//", ") {"], ["a = `", "` ) {"], [") { var x = function (", "} "], ["x = function (", "}) {"], ["", "}) + (function () {"]]) {
  try { new Function(...t); console.log("no error", t); } catch (e) { console.log(e.constructor.name); }
}
const g = new Function("a = 1, ...rest", "return [a, rest]");
console.log(JSON.stringify(g(undefined, 2, 3)), g.length);
console.log(String(new Function()), (async function(){}).constructor("await 1; return 2").name);
const G = Object.getPrototypeOf(function*(){}).constructor;
console.log([...G("yield 1; yield 2")()].join(), String(G("a", "yield a")));
console.log(new Function("// comment")(), new Function("a //", "return a")(5));
