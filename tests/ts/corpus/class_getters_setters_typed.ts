class Temp {
  private _c: number = 0;
  get celsius(): number { return this._c; }
  set celsius(v: number) { this._c = v; }
  get fahrenheit(): number { return this._c * 9 / 5 + 32; }
  set fahrenheit(f: number) { this._c = (f - 32) * 5 / 9; }
}
const t = new Temp();
t.fahrenheit = 212;
console.log(t.celsius, t.fahrenheit);
