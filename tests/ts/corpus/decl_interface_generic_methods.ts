interface Mapper<T> { map<U>(f: (x: T) => U): Mapper<U>; get(): T }
function box<T>(v: T): Mapper<T> { return { map: (f) => box(f(v)), get: () => v }; }
console.log(box(2).map((x) => x * 3).map(String).get());
