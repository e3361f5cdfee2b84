class C { accessor x = 1; static accessor #y; }
