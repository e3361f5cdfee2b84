class Point {
    x;
    y;
    constructor(x, y) {
        this.x = x;
        this.y = y;
    }
}
const p = new Point(1, 2);
console.log(p, p.x + p.y, Object.keys(p));
class Acc {
    secret;
    level;
    id;
    constructor(secret, level, id) {
        this.secret = secret;
        this.level = level;
        this.id = id;
    }
    reveal() { return this.secret + this.level + this.id; }
}
console.log(new Acc("s", 2, "id").reveal());
