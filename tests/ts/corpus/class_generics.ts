class Stack<T> {
  private items: T[] = [];
  push(item: T): this { this.items.push(item); return this; }
  pop(): T | undefined { return this.items.pop(); }
  get size(): number { return this.items.length; }
}
const s = new Stack<number>().push(1).push(2);
console.log(s.pop(), s.size);
class Pair<K extends string, V = number> { constructor(public k: K, public v: V) {} }
console.log(new Pair("a", 1), new Pair<"b", string>("b", "x"));
class Derived<T> extends Array<T> { first(): T | undefined { return this[0]; } }
console.log(Derived.from([5, 6]).length);
