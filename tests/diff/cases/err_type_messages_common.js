// TypeErrors and RangeErrors agents catch: names are checked everywhere, messages only where V8 and Cairn both use the spec-neutral wording below.
const cases = {
  "call undefined": () => { const o = {}; o.missing(); },
  "read of null": () => null.x,
  "read of undefined": () => undefined.foo,
  "new non-constructor": () => new (() => {})(),
  "const assign": () => { const c = 1; c = 2; },
  "bigint mix": () => 1n + 1,
  "symbol to string": () => `${Symbol("s")}`,
  "invalid array length": () => new Array(-1),
  "repeat count": () => "x".repeat(-1),
  "toFixed digits": () => (1).toFixed(200),
  "stack overflow": () => { const f = () => f(); f(); },
  "class call": () => { class A {} A(); },
  "in on primitive": () => "x" in "str",
  "instanceof non-callable": () => ({}) instanceof {},
  "private brand": () => { class B { #p; static g(o) { return o.#p; } } B.g({}); },
  "super before this": () => { class C extends Object { constructor() { this.x = 1; super(); } } new C(); },
  "generator running": () => { let it; function* g() { it.next(); } it = g(); it.next(); },
  "reduce empty": () => [].reduce((a, b) => a),
  "freeze assign strict": () => { "use strict"; Object.freeze([1]).push(2); },
  "JSON bigint": () => JSON.stringify(1n),
};
for (const [label, f] of Object.entries(cases)) { try { f(); console.log(label, "no error"); } catch (e) { console.log(label.padEnd(24), e.constructor.name, e instanceof Error, typeof e.message, e.message.length > 0); } }
try { null.x; } catch (e) { console.log(e.message.includes("null")); }
try { undefined.foo; } catch (e) { console.log(e.message.includes("undefined"), e.message.includes("foo")); }
try { new Array(-1); } catch (e) { console.log(e.message); }
