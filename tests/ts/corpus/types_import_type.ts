type Fs = typeof import("fs");
type T1 = import("./nothing").Foo<string>;
let maybe: Fs | undefined;
console.log(maybe === undefined);
