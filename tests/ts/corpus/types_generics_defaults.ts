interface Res<T = string, E extends Error = Error> { ok: boolean; value?: T; error?: E }
function make<T = number>(value: T): Res<T> { return { ok: true, value }; }
function keysOf<O extends object, K extends keyof O = keyof O>(o: O): K[] { return Object.keys(o) as K[]; }
function constT<const T extends readonly unknown[]>(x: T): T { return x; }
interface Producer<out T> { get(): T }
interface Consumer<in T> { put(v: T): void }
interface Both<in out T> { swap(v: T): T }
const p: Producer<number> = { get: () => 1 };
console.log(make(5), make<string>("s"), keysOf({ a: 1, b: 2 }), constT([1, 2] as const), p.get());
