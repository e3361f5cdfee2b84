class Rect {
    w;
    h;
    constructor(w, h) {
        this.w = w;
        this.h = h;
    }
    get area() { return this.w * this.h; }
}
const shapes = [new Rect(2, 3), { area: 10 }];
console.log(shapes.map((s) => s.area));
