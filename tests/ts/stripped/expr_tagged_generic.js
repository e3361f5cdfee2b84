function tag(strings, ...vals) { return strings.join("|") + vals.join(","); }
console.log(tag `a${1}b${2}c`);
console.log(tag `x${"y"}z`);
