// `<<` opening type arguments whose first type is generic (`ReturnType<<T>() => T>`, as
// in @reduxjs/toolkit), and keyword types, which take no type arguments, before `<` and
// `<<` operators.
type AtLeastTS35<True, False> = [True, False][ReturnType<<T>() => T> extends 0 ? 0 : 1];
type Identity = Array<<U>(u: U) => U>;
const picked: AtLeastTS35<"new", "old"> = "old";
const id: Identity[number] = (u) => u;
let x: unknown = 3;
const shifted = x as number << 2;
const less = x as number < 4;
const both = (x as number) << (x as number);
console.log(picked, id(5), shifted, less, both);
