class A {
  #secret = 1;
  static count = 0;
  field = this.#secret;
  constructor(v) { this.v = v; }
  get value() { return this.v; }
  #priv() { return #secret in this; }
  static { A.count++; }
}
class B extends A {
  constructor() { super(2); }
  method() { return super.value; }
}
