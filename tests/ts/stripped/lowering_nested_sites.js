// Constructs to lower deep inside code that has nothing else to lower: cairn-ts walks
// only what holds them (Program::lowering_sites), so each must still be found.
const plain = [1, 2, 3].map((n) => n * 2);
console.log(plain.join(","));
const make = () => [
    0,
    function inner(flag) {
        let Color;
        (function (Color) {
            Color[Color["Red"] = 0] = "Red";
            Color[Color["Green"] = 5] = "Green";
            Color[Color["Blue"] = 6] = "Blue";
        })(Color || (Color = {}));
        return flag ? Color.Blue : Color[5];
    },
];
console.log(make()[1](true), make()[1](false));
function register(ctor, ...args) {
    return new ctor(...args);
}
const point = register(class {
    x;
    y;
    constructor(x, y) {
        this.x = x;
        this.y = y;
    }
    sum() { return this.x + this.y; }
}, 3, 4);
console.log(point.x, point.sum(), Object.keys(point).join(","));
outer: {
    if (plain.length > 2) {
        let Deep;
        (function (Deep) {
            Deep.size = plain.length;
            function twice() { return Deep.size * 2; }
            Deep.twice = twice;
        })(Deep || (Deep = {}));
        console.log(Deep.size, Deep.twice());
        break outer;
    }
}
class Holder {
    static make = () => {
        let Mode;
        (function (Mode) {
            Mode["On"] = "on";
            Mode["Off"] = "off";
        })(Mode || (Mode = {}));
        return [Mode.On, Mode.Off];
    };
    overloaded(a) { return a; }
}
console.log(Holder.make().join("/"), new Holder().overloaded(7));
label2: for (const k of [1]) {
    function sig(a) { return a + k; }
    console.log(sig(1));
}
