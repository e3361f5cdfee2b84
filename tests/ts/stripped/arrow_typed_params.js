const add = (a, b) => a + b;
const opt = (a) => a ?? "none";
const rest = (...xs) => xs.length;
const destr = ({ a, b }) => a * b;
const arr = ([x, y]) => x - y;
const dflt = (x = 3) => x;
const noParams = () => "np";
console.log(add(1, 2), opt(), opt("o"), rest(1, 2, 3), destr({ a: 2, b: 3 }), arr([5, 1]), dflt(), noParams());
