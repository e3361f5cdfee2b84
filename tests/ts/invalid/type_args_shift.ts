// A type name before `<<` takes type arguments (tsc rescans `<<` as `<`), so this is
// not a shift: the second `<` must open type parameters.
declare const x: unknown;
type Foo = number;
const a = x as Foo << 2;
