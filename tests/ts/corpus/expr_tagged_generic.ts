function tag<T>(strings: TemplateStringsArray, ...vals: T[]): string { return strings.join("|") + vals.join(","); }
console.log(tag<number>`a${1}b${2}c`);
console.log(tag`x${"y"}z`);
