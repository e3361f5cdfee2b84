if (a) function f() {} else function g() {}
