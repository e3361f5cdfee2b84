class Builder {
  parts: string[] = [];
  add(p: string): this { this.parts.push(p); return this; }
  build(this: Builder): string { return this.parts.join(" "); }
}
class Loud extends Builder { shout(): this { this.parts = this.parts.map((p) => p.toUpperCase()); return this; } }
console.log(new Loud().add("a").add("b").shout().build());
