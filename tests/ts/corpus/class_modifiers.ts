class M {
  public a = 1;
  private b = 2;
  protected c = 3;
  readonly d = 4;
  static readonly e = 5;
  public static f() { return "f"; }
  private static g = 7;
  protected method(): number { return this.b + this.c; }
  public get total(): number { return this.a + this.method() + this.d; }
}
console.log(new M().total, M.e, M.f(), (M as any).g);
