type Opt<T> = { [K in keyof T]?: T[K] };
type Ro<T> = { readonly [K in keyof T]: T[K] };
type Mutable<T> = { -readonly [K in keyof T]-?: T[K] };
type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
type Plus<T> = { +readonly [K in keyof T]+?: T[K] };
interface P { name: string; age: number }
const o: Opt<P> = { name: "n" };
const r: Ro<P> = { name: "r", age: 3 };
const m: Mutable<Ro<P>> = { name: "m", age: 4 };
const g: Getters<P> = { getName: () => "gn", getAge: () => 7 };
const p: Plus<P> = {};
console.log(o, r, m, g.getName(), g.getAge(), p);
