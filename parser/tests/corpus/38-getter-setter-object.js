var o = { get a() { return 1; }, set a(v) {} };
