function f(a, b = 1, ...c) { return a; } function g(x) { "use strict"; }
