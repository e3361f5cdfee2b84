class Range {
    lo;
    hi;
    constructor(lo, hi) {
        this.lo = lo;
        this.hi = hi;
    }
    *[Symbol.iterator]() { for (let i = this.lo; i <= this.hi; i++)
        yield i; }
}
console.log([...new Range(1, 4)], Array.from(new Range(2, 3)));
