const b = { x: 1, y: 2, z: 3, name: "n", id: 9, describe() { return this.name + this.id; } };
console.log(b.describe(), b.x + b.y + b.z);
