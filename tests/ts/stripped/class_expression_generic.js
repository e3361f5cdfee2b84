const Mixin = (Base) => class extends Base {
    mixed = true;
};
class Plain {
    p = 1;
}
const Mixed = Mixin(Plain);
console.log(new Mixed());
const Anon = class {
    v;
    constructor(v) {
        this.v = v;
    }
};
console.log(new Anon("anon").v);
