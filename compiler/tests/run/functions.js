function outer(a) {
  return function middle(b) {
    return (c) => a + b + c;
  };
}
print(outer(1)(2)(3));
function defaults(a, b = a * 2, f = () => a + b) { a = 10; return f(); }
print(defaults(1), defaults(1, 1));
let x = 1, y = 2;
[x, y] = [y, x];
print(x, y);
function sloppyArgs(a) { arguments.length; return a; }
print(sloppyArgs(7));
function recurse(n) { return n === 0 ? "done" : recurse(n - 1); }
print(recurse(50));
var i = 0;
do { i++; if (i === 2) continue; } while (i < 4);
print(i);
const fact = function f(n) { return n <= 1 ? 1 : n * f(n - 1); };
print(fact(10));
function hoisted() { return inner(); function inner() { return "inner"; } }
print(hoisted());
print((function () { return typeof this; })());
const counterObj = { n: 0, bump() { this.n++; return this; } };
print(counterObj.bump().bump().n);
let acc = "";
for (const ch of "abc") acc = ch + acc;
print(acc);
