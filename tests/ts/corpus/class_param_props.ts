class Point { constructor(public x: number, public y: number) {} }
const p = new Point(1, 2);
console.log(p, p.x + p.y, Object.keys(p));
class Acc { constructor(private secret: string, protected level: number, readonly id: string) {} reveal() { return this.secret + this.level + this.id; } }
console.log(new Acc("s", 2, "id").reveal());
