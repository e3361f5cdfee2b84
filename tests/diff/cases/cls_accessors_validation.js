// Accessor pairs with validation, static accessors, inherited getters and overriding only a setter.
class Temperature {
  #c = 0;
  get celsius() { return this.#c; }
  set celsius(v) { if (typeof v !== "number" || Number.isNaN(v)) throw new TypeError("celsius must be a number"); this.#c = v; }
  get fahrenheit() { return this.#c * 9 / 5 + 32; }
  set fahrenheit(f) { this.celsius = (f - 32) * 5 / 9; }
  static #unit = "C";
  static get unit() { return Temperature.#unit; }
  static set unit(u) { Temperature.#unit = u.toUpperCase(); }
}
const t = new Temperature();
t.fahrenheit = 212; console.log(t.celsius, t.fahrenheit);
try { t.celsius = "hot"; } catch (e) { console.log(e.name, e.message); }
Temperature.unit = "f"; console.log(Temperature.unit);
class OnlySetter extends Temperature { set celsius(v) { super.celsius = v * 2; } }
const o = new OnlySetter(); o.celsius = 5;
console.log(o.celsius, o.fahrenheit);
const d = Object.getOwnPropertyDescriptor(Temperature.prototype, "celsius");
console.log(typeof d.get, typeof d.set, d.enumerable, d.configurable);
class RO { get v() { return 1; } }
const r = new RO(); r.v = 2; console.log(r.v);
(function () { "use strict"; try { r.v = 3; } catch (e) { console.log(e.name); } })();
