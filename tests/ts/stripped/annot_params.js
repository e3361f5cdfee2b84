function add(x, y) { return x + y; }
function greet(name, greeting) { return (greeting ?? "Hello") + ", " + name; }
function rest(first, ...others) { return others.reduce((s, v) => s + v, first); }
function defaults(a = 10, b = "b") { return a + b; }
console.log(add(1, 2), greet("Ann"), greet("Bo", "Hi"), rest(1, 2, 3), defaults(), defaults(2, "c"));
