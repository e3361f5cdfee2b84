function* g() { yield; yield 1; yield* other(); }
