class Stack {
    items = [];
    push(item) { this.items.push(item); return this; }
    pop() { return this.items.pop(); }
    get size() { return this.items.length; }
}
const s = new Stack().push(1).push(2);
console.log(s.pop(), s.size);
class Pair {
    k;
    v;
    constructor(k, v) {
        this.k = k;
        this.v = v;
    }
}
console.log(new Pair("a", 1), new Pair("b", "x"));
class Derived extends Array {
    first() { return this[0]; }
}
console.log(Derived.from([5, 6]).length);
