class Fmt {
    prefix;
    format(x) { return `<${x}>`; }
    constructor(prefix) {
        this.prefix = prefix;
    }
}
const f = new Fmt("p");
console.log(f.format(1), f.format("s"), f.prefix);
