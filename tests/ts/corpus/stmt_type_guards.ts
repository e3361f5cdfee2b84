class Fish { swim() { return "swim"; } }
class Bird { fly() { return "fly"; } }
function move(p: Fish | Bird): string { return p instanceof Fish ? p.swim() : p.fly(); }
function isFish(p: Fish | Bird): p is Fish { return "swim" in p; }
console.log(move(new Fish()), move(new Bird()), isFish(new Bird()));
