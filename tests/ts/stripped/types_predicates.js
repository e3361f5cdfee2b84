function isString(x) { return typeof x === "string"; }
function assertNum(x) { if (typeof x !== "number")
    throw new Error("not a number"); }
function assertOk(cond, msg) { if (!cond)
    throw new Error(msg); }
class Box {
    v = 1;
    isNum() { return typeof this.v === "number"; }
}
const vals = ["a", 1, "b"];
console.log(vals.filter(isString));
assertNum(5);
assertOk(true);
try {
    assertNum("x");
}
catch (e) {
    console.log(e.message);
}
console.log(new Box().isNum());
