interface P { name: string; age: number }
const people: P[] = [{ name: "b", age: 30 }, { name: "a", age: 25 }, { name: "c", age: 35 }];
const byAge = [...people].sort((x: P, y: P): number => x.age - y.age).map((p) => p.name);
const byName = people.slice().sort((x, y) => (x.name < y.name ? -1 : 1)).map((p) => p.name);
console.log(byAge, byName);
