// replace and replaceAll with string patterns, substitution patterns and callbacks.
const s = "a-b-c-b";
console.log(s.replace("b", "X"), s.replaceAll("b", "X"), s.replace("z", "X"));
console.log(s.replace("b", "[$&]"), s.replace("b", "[$`]"), s.replace("b", "[$']"), s.replace("b", "$$"));
console.log(s.replaceAll("-", (m, off, str) => `<${off}>`));
console.log("aaa".replaceAll("", "_"), "abc".replace("", "^"));
console.log("x".replace("x", "$1"), "x".replace("x", "$<n>"));
