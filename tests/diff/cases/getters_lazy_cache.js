// Getters: lazy cached properties replacing themselves, setters with validation, inherited accessors.
let computeCount = 0;
const config = {
  raw: "a=1;b=2;c=3",
  get parsed() {
    computeCount++;
    const value = Object.fromEntries(this.raw.split(";").map((kv) => kv.split("=")));
    Object.defineProperty(this, "parsed", { value, enumerable: true });
    return value;
  },
};
console.log(JSON.stringify(config.parsed), JSON.stringify(config.parsed), computeCount, JSON.stringify(Object.keys(config)));
class Temperature {
  #k = 273.15;
  get celsius() { return +(this.#k - 273.15).toFixed(2); }
  set celsius(c) { if (typeof c !== "number" || c < -273.15) throw new RangeError("below absolute zero"); this.#k = c + 273.15; }
}
const t = new Temperature();
t.celsius = 25;
console.log(t.celsius);
try { t.celsius = -300; } catch (e) { console.log(e.name, e.message, t.celsius); }
const withProto = Object.create({ get who() { return "proto sees " + this.id; } });
withProto.id = 7;
console.log(withProto.who, Object.keys(withProto).join());
const onlyGetter = { get x() { return 1; } };
onlyGetter.x = 2;
console.log(onlyGetter.x);
(function () { "use strict"; try { onlyGetter.x = 3; } catch (e) { console.log(e.name); } })();
const onlySetter = { set y(v) { this._y = v; } };
onlySetter.y = 5;
console.log(onlySetter.y, onlySetter._y);
