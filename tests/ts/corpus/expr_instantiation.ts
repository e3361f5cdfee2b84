function make<T>(v: T) { return { v }; }
const makeNum = make<number>;
const makeStr = make<string>;
console.log(makeNum(1), makeStr("s"));
class Box<T> { constructor(public value: T) {} }
const NumBox = Box<number>;
console.log(new NumBox(3).value);
