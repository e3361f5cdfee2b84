function nothing(): void {}
function undef(): undefined { return undefined; }
const v: void = nothing();
console.log(v, undef(), typeof nothing());
