var yield = 1; function f(yield) {}
