class M {
    a = 1;
    b = 2;
    c = 3;
    d = 4;
    static e = 5;
    static f() { return "f"; }
    static g = 7;
    method() { return this.b + this.c; }
    get total() { return this.a + this.method() + this.d; }
}
console.log(new M().total, M.e, M.f(), M.g);
