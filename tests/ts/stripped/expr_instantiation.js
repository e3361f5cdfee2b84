function make(v) { return { v }; }
const makeNum = (make);
const makeStr = (make);
console.log(makeNum(1), makeStr("s"));
class Box {
    value;
    constructor(value) {
        this.value = value;
    }
}
const NumBox = (Box);
console.log(new NumBox(3).value);
