interface Greeter { greet(): string }
interface Named { name: string }
class Person implements Greeter, Named { constructor(public name: string) {} greet() { return "hi " + this.name; } }
class Gen<T> implements Iterable<T> { constructor(private items: T[]) {} *[Symbol.iterator](): Iterator<T> { yield* this.items; } }
console.log(new Person("al").greet(), [...new Gen([1, 2])]);
