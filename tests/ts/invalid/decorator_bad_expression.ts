class A {
  @ foo bar() {}
  @(a, b method() {}
}
