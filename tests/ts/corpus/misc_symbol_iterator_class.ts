class Range implements Iterable<number> {
  constructor(private readonly lo: number, private readonly hi: number) {}
  *[Symbol.iterator](): IterableIterator<number> { for (let i = this.lo; i <= this.hi; i++) yield i; }
}
console.log([...new Range(1, 4)], Array.from(new Range(2, 3)));
