function f(a: number, b: ) {}
