function greet(name: string) { return "hello " + name + greet.suffix; }
namespace greet { export const suffix = "!"; }
console.log(greet("x"));
class Album { label = Album.Label.make(); }
namespace Album { export class Label { static make() { return "label"; } } }
console.log(new Album().label);
enum Level { Low, High }
namespace Level { export function parse(s: string): Level { return s === "high" ? Level.High : Level.Low; } }
console.log(Level.parse("high"), Level.High);
