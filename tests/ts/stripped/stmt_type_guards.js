class Fish {
    swim() { return "swim"; }
}
class Bird {
    fly() { return "fly"; }
}
function move(p) { return p instanceof Fish ? p.swim() : p.fly(); }
function isFish(p) { return "swim" in p; }
console.log(move(new Fish()), move(new Bird()), isFish(new Bird()));
