class A extends B { constructor() { super(); } static x = 1; #y; get z() { return this.#y; } set z(v) {} static { this.q = 1; } }
