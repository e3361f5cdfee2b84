class A {
  accessor count: number = 0;
  static accessor shared = "s";
  private accessor hidden = 3;
  peek() { return this.hidden; }
}
const a = new A();
a.count += 2;
console.log(a.count, A.shared, a.peek());
