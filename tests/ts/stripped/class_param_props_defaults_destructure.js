class Opts {
    name;
    count;
    constructor(name = "default", count) {
        this.name = name;
        this.count = count;
    }
}
console.log(new Opts(), new Opts("n", 2));
class WithRest {
    first;
    constructor(first, ...rest) {
        this.first = first;
        console.log(rest.length);
    }
}
console.log(new WithRest("a", "b", "c"));
