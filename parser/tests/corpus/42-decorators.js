@dec @dec2.x @call() class C { @m method() {} @(expr) field = 1; }
