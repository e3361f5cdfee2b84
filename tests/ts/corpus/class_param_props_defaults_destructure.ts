class Opts { constructor(public readonly name = "default", public count?: number) {} }
console.log(new Opts(), new Opts("n", 2));
class WithRest { constructor(public first: string, ...rest: string[]) { console.log(rest.length); } }
console.log(new WithRest("a", "b", "c"));
