interface Point { x: number; y: number }
interface Point3 extends Point { z: number }
interface Named { name: string }
interface Both extends Point3, Named { readonly id: number; tag?: string; describe(): string }
const b: Both = { x: 1, y: 2, z: 3, name: "n", id: 9, describe() { return this.name + this.id; } };
console.log(b.describe(), b.x + b.y + b.z);
interface Generic<T> extends Array<T> { extra: T }
