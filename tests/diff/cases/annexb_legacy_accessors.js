// Annex B legacy accessor methods of Object.prototype (ECMA-262 sec-object.prototype.__defineGetter__
// and siblings): found missing while writing class_inheritance_chain.
const o = {};
o.__defineGetter__("x", function () { return "got " + this.y; });
o.__defineSetter__("x", function (v) { this.y = v * 2; });
o.x = 21;
console.log(o.x, typeof o.__lookupGetter__("x"), typeof o.__lookupSetter__("x"), o.__lookupGetter__("nope"));
const child = Object.create(o);
console.log(child.__lookupGetter__("x") === o.__lookupGetter__("x"), Object.keys(o).join());
