// Named capture groups in replace strings ($<name>), callbacks receiving the groups object, and destructuring match results.
const dates = "start 2024-03-05, end 2025-12-31, bad 2024-13-01";
const re = /(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})/g;
console.log(dates.replace(re, "$<d>/$<m>/$<y>"));
console.log(dates.replace(re, (...args) => { const g = args.at(-1); return +g.m > 12 ? "INVALID" : `${g.d}.${g.m}`; }));
const { groups: { y, m } } = /(?<y>\d{4})-(?<m>\d{2})/.exec("on 1999-08");
console.log(y, m);
const m2 = "key=value".match(/(?<k>\w+)=(?<v>\w+)/);
console.log(Object.keys(m2.groups).join(), m2.groups.k, m2.groups.v, Object.getPrototypeOf(m2.groups));
console.log("aXbX".replace(/(?<x>X)/g, "[$<x>$<nope>]"), "ab".replace(/(?<first>a)|(?<second>z)/, "<$<second>>"));
const opt = /(?<a>a)?b/.exec("b");
console.log(opt.groups.a, "a" in opt.groups, opt.length);
console.log("2020-01-02".replace(/(\d+)-(\d+)-(\d+)/, "$3$2$1 $$ $& $` $' $0 $4 $10"));
