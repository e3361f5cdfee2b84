class Temp {
    _c = 0;
    get celsius() { return this._c; }
    set celsius(v) { this._c = v; }
    get fahrenheit() { return this._c * 9 / 5 + 32; }
    set fahrenheit(f) { this._c = (f - 32) * 5 / 9; }
}
const t = new Temp();
t.fahrenheit = 212;
console.log(t.celsius, t.fahrenheit);
