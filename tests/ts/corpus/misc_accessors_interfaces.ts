interface HasArea { readonly area: number }
class Rect implements HasArea { constructor(private w: number, private h: number) {} get area(): number { return this.w * this.h; } }
const shapes: HasArea[] = [new Rect(2, 3), { area: 10 }];
console.log(shapes.map((s) => s.area));
