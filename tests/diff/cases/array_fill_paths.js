// Array.prototype.fill on each kind of receiver: a new array of a given length (written in
// place), ranges, holes, read-only, frozen, sealed and non-extensible arrays, a setter or
// an element on the prototype chain (which take the generic path), an array-like.
function t(name, f) { try { console.log(name, JSON.stringify(f())); } catch (e) { console.log(name, e.constructor.name); } }
t("basic", () => new Array(5).fill(7));
t("range", () => [1,2,3,4,5].fill(0, 1, 3));
t("neg", () => [1,2,3,4,5].fill(9, -2));
t("holes", () => { const a = [1,,3,,5]; a.fill(8, 1, 4); return a; });
t("readonly", () => { const a = [1,2,3]; Object.defineProperty(a, 1, {writable:false}); a.fill(0); return a; });
t("frozen", () => Object.freeze([1,2]).fill(0));
t("sealed", () => Object.seal([1,2]).fill(0));
t("nonext", () => { const a = [1,2]; a.length = 4; Object.preventExtensions(a); return a.fill(0); });
t("nonext-in", () => { const a = [1,2,3]; Object.preventExtensions(a); return a.fill(5); });
t("setter-on-proto", () => { Object.defineProperty(Array.prototype, 3, {set(v){ console.log("setter", v) }, configurable: true}); const a = new Array(5).fill(1); delete Array.prototype[3]; return a; });
t("proto-elem", () => { const p = [0,0,0,0,42]; const a = new Array(5); Object.setPrototypeOf(a, p); a.fill(1); return [a.hasOwnProperty(4), a[4]]; });
t("start-gap", () => { const a = new Array(10); a.fill(3, 5); return a; });
t("arraylike", () => Array.prototype.fill.call({length: 3}, 1));
t("empty", () => [].fill(1));
t("len", () => { const a = new Array(3).fill(); return [a.length, 0 in a, a[0]]; });
t("nested-mut", () => { const a = [1,2,3]; return a.fill({x:1})[2]; });
