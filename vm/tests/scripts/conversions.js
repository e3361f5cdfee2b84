// Type conversions and equality: ==, ===, ToPrimitive with valueOf/toString, typeof.
print(1 == "1", 0 == "", null == undefined, null == 0, NaN == NaN, [1] == 1, [1, 2] == "1,2");
print(true == 1, "true" == true, {} == "[object Object]", undefined == 0);
const v = { valueOf() { return 10; }, toString() { return "str"; } };
print(v + 1, `${v}`, v * 2, String(v), v > 5);
print([] + [], [] + {}, 1 + null, 1 + undefined, "5" - 2, "5" * "2", true + true);
print(typeof undefined, typeof null, typeof {}, typeof [], typeof "", typeof Symbol(), typeof print);
print(!!0, !!"", !!"0", !![], !!{}, !!NaN, !!-0);
print(+"", +" 12 ", +"1,2", +[], +{}, +true, +null);
print(String(-0), (-0).toString(), 1 / -0, [0, -0].join(), -0 === 0);
print(10 > 9, "10" > "9", "a" > "B", null >= 0, undefined >= 0, NaN < 1, 2 < "3");
print(Boolean(""), Boolean("x"), new Boolean(false) ? "truthy" : "falsy");
