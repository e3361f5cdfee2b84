function nothing() { }
function undef() { return undefined; }
const v = nothing();
console.log(v, undef(), typeof nothing());
