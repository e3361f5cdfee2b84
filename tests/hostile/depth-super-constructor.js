// expect: exit 0, ok
// stdout: RangeError
try { class A extends Object { constructor() { super(); new A() } } new A() } catch (e) { console.log(e.name) }
