namespace A.B.C { export const deep = "deep"; export function f() { return deep + "!"; } }
console.log(A.B.C.deep, A.B.C.f());
namespace Outer { export namespace Inner { export let v = 1; } export const w = Inner.v + 1; }
console.log(Outer.Inner.v, Outer.w);
