class A {
  accessor *gen() {}
}
