// replace with regex callbacks, named groups and substitution patterns.
const s = "2024-01-15 and 2025-12-31";
console.log(s.replace(/(\d{4})-(\d\d)-(\d\d)/g, "$3/$2/$1"));
console.log(s.replace(/(?<y>\d{4})-(?<m>\d\d)-(?<d>\d\d)/g, "$<d>.$<m>.$<y>"));
console.log(s.replace(/\d+/g, (m, off) => `[${m.length}@${off}]`));
console.log(s.replace(/(?<y>\d{4})/, (...args) => JSON.stringify(args[args.length - 1])));
console.log("aaa".replace(/a*?/g, "-"), "abc".replace(/(?:)/g, "."), "x".replace(/x/, "$0$1$$"));
console.log("camelCaseString".replace(/[A-Z]/g, (c) => "_" + c.toLowerCase()));
console.log("snake_case_here".replace(/_(\w)/g, (_, c) => c.toUpperCase()));
