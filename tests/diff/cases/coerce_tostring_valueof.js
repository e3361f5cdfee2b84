// Implicit conversions agents trip over: + with objects/arrays, == tables, sort default comparator, template vs concat, Date hint.
console.log([] + [], [] + {}, [1, 2] + [3], ({}) + "", 1 + null, 1 + undefined, "3" * "4", "3" + 4 + 5, 3 + 4 + "5", "10" / 4, "a" - 1, true + true);
console.log(null == undefined, null == 0, null >= 0, undefined == 0, NaN == NaN, "" == 0, "0" == false, [] == false, [0] == false, [1] == true, [[]] == 0, "1,2" == [1, 2]);
const o = { toString: () => "T", valueOf: () => 7 };
console.log(o + "", `${o}`, String(o), o * 1, [o].join(), JSON.stringify({ k: o }), o > 6, o == 7, o === 7);
const d = new Date(Date.UTC(2020, 0, 1)); console.log(typeof (d + 1), typeof (d - 1), d - 0, d == d.getTime(), d.valueOf() == d.getTime());
console.log([10, 9, 1, "b", "A", undefined, null, true].sort().join(), Number(new Date(5)), +[], +{}, +"", +" 0x10 ", -"5", +true);
console.log(typeof NaN, typeof null, typeof [], typeof function () {}, typeof class {}, typeof Symbol(), typeof 1n, typeof undeclaredThing);
console.log(!!"0", !!"", !!NaN, !![], !!{}, !!-0, !!0n, !!document_like_undefined());
function document_like_undefined() { return undefined; }
console.log(parseInt(null, 36), String([null]), String([undefined, 1]), String({}), `${[1, [2, [3]]]}`, [1, [2, 3]].toString(), Array(3).toString());
