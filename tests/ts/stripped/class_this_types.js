class Builder {
    parts = [];
    add(p) { this.parts.push(p); return this; }
    build() { return this.parts.join(" "); }
}
class Loud extends Builder {
    shout() { this.parts = this.parts.map((p) => p.toUpperCase()); return this; }
}
console.log(new Loud().add("a").add("b").shout().build());
