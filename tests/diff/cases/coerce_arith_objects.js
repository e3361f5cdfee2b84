// Arithmetic on objects: valueOf vs toString precedence, Date-free hints, arrays in math, order of calls.
const calls = [];
const mk = (name, v, s) => ({ valueOf() { calls.push(name + ".valueOf"); return v; }, toString() { calls.push(name + ".toString"); return s; } });
const a = mk("a", 10, "A"), b = mk("b", 3, "B");
console.log(a + b, a - b, `${a}${b}`, a + "", String(a), [a, b].join(), a > b, a == 10, a === 10);
console.log(calls.join(" "));
const onlyToString = { toString: () => "7" };
console.log(onlyToString * 2, onlyToString + 1, +onlyToString, [5] * [2], [[3]] - 1, [1, 2] * 1, {} + 1, null * 5, undefined * 5, true / 2);
const bad = { valueOf: () => ({}), toString: () => ({}) };
try { bad + 1; } catch (e) { console.log(e.name); }
let order = [];
const o1 = { valueOf() { order.push(1); return 1; } }, o2 = { valueOf() { order.push(2); return 2; } };
o2 < o1; o1 * o2; o2 - o1;
console.log(order.join(""));
