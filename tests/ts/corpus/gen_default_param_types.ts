class Container<T = string> { items: T[] = []; add(x: T) { this.items.push(x); return this; } }
console.log(new Container().add("a").items, new Container<number>().add(1).items);
