const dbl = ((x) => x * 2);
dbl.label = "double";
const C = class {
    x;
    constructor(x) {
        this.x = x;
    }
};
console.log(dbl(4), dbl.label, new C(3).x);
