var o = { a, b: 1, [c]: 2, d() {}, get e() {}, set e(v) {}, async *f() {}, ...g, "h": 1, 2: 3 };
