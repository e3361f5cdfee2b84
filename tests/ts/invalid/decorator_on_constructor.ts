class A {
  @dec constructor() {}
}
