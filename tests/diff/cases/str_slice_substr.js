// slice/substring/substr/at with negative and out-of-range indices.
const s = "Hello, world";
console.log(s.slice(-5), s.slice(3, -3), s.slice(20), s.slice(-100, 2));
console.log(s.substring(5, 2), s.substring(-3, 4), s.substring(NaN, 3));
console.log(s.substr(-5, 3), s.substr(2), s.at(-1), s.at(100), s.at(0));
console.log(s.charAt(4), JSON.stringify(s.charAt(99)), s.charCodeAt(1), s.codePointAt(0), isNaN(s.charCodeAt(99)));
console.log("😀a".codePointAt(0), "😀a".codePointAt(1), "😀a".at(0).length);
