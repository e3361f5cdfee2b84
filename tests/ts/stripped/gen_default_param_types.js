class Container {
    items = [];
    add(x) { this.items.push(x); return this; }
}
console.log(new Container().add("a").items, new Container().add(1).items);
