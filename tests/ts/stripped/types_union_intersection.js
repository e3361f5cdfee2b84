const ab = { a: 1, b: "x" };
const either = { b: "only" };
function describe(v) {
    if (typeof v === "string")
        return "s:" + v;
    if (typeof v === "number")
        return "n:" + v;
    return "b:" + v;
}
console.log(ab, either, describe("q"), describe(2), describe(false));
