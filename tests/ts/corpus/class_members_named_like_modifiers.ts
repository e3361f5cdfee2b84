// Members named like modifiers (as in effect's sources): `get<A>()` is a method named
// `get` with type parameters, `readonly get: T` a field named `get`, and so on.
class Store<V> {
  readonly get: (key: string) => V | undefined;
  set?: (key: string, value: V) => void;
  static!: string;
  async: number = 1;
  private data = new Map<string, V>();
  constructor() {
    this.get = (key) => this.data.get(key);
    this.set = (key, value) => { this.data.set(key, value); };
    this.static = "not static";
  }
  accessor<T>(f: (s: this) => T): T { return f(this); }
}
class Lookup {
  get<A>(key: A): string { return `get ${String(key)}`; }
  set<A>(key: A, value: number): string { return `set ${String(key)}=${value}`; }
  static<T>(x: T): T[] { return [x]; }
  static async<T>(x: T): Promise<T> { return Promise.resolve(x); }
}
const store = new Store<number>();
store.set?.("a", 1);
console.log(store.get("a"), store.static, store.async, store.accessor((s) => s.get("a")));
const lookup = new Lookup();
console.log(lookup.get(1), lookup.set("k", 2), lookup.static(3));
Lookup.async("done").then(console.log);
