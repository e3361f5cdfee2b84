// Members named like modifiers (as in effect's sources): `get<A>()` is a method named
// `get` with type parameters, `readonly get: T` a field named `get`, and so on.
class Store {
    get;
    set;
    static;
    async = 1;
    data = new Map();
    constructor() {
        this.get = (key) => this.data.get(key);
        this.set = (key, value) => { this.data.set(key, value); };
        this.static = "not static";
    }
    accessor(f) { return f(this); }
}
class Lookup {
    get(key) { return `get ${String(key)}`; }
    set(key, value) { return `set ${String(key)}=${value}`; }
    static(x) { return [x]; }
    static async(x) { return Promise.resolve(x); }
}
const store = new Store();
store.set?.("a", 1);
console.log(store.get("a"), store.static, store.async, store.accessor((s) => s.get("a")));
const lookup = new Lookup();
console.log(lookup.get(1), lookup.set("k", 2), lookup.static(3));
Lookup.async("done").then(console.log);
