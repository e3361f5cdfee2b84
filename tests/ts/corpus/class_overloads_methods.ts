class Fmt {
  format(x: number): string;
  format(x: string): string;
  format(x: any): string { return `<${x}>`; }
  constructor(prefix: string);
  constructor(prefix: number);
  constructor(public prefix: any) {}
}
const f = new Fmt("p");
console.log(f.format(1), f.format("s"), f.prefix);
