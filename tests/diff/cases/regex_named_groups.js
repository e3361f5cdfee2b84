// RegExp named groups, sticky and unicode (pending: RegExp is not implemented yet).
const m = /(?<y>\d{4})-(?<m>\d{2})/.exec("on 2024-05-01");
console.log(m.groups.y, m.groups.m, m.index);
const sticky = /a+/y;
sticky.lastIndex = 1;
console.log(sticky.test("baaa"), sticky.lastIndex, "a😀b".match(/./gu).length, "x1y2".replace(/\d/g, (d) => d * 2));
