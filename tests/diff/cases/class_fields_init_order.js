// Class fields: initialization order with base/derived constructors, arrow field capturing this, computed keys.
const log = [];
let counter = 0;
const keyFn = (name) => { log.push("key " + name); return name; };
class Base {
  [keyFn("baseField")] = log.push("init baseField");
  baseArrow = () => this.constructor.name;
  constructor() { log.push("Base ctor sees derivedField=" + this.derivedField); }
}
class Derived extends Base {
  derivedField = (log.push("init derivedField"), ++counter);
  [keyFn("other")] = "o";
  static staticField = (log.push("static init"), "S");
  constructor() { log.push("Derived before super"); super(); log.push("Derived after super, field=" + this.derivedField); }
}
log.push("class defined");
const d = new Derived();
const arrow = d.baseArrow;
console.log(log.join("\n"));
console.log(arrow(), Object.keys(d).join(), Derived.staticField, counter);
class WithThisField { self = this; n = this.constructor.name.length; }
const w = new WithThisField();
console.log(w.self === w, w.n);
