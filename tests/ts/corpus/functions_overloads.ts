function len(x: string): number;
function len(x: any[]): number;
function len(x: string | any[]): number { return x.length; }
console.log(len("abc"), len([1, 2]));
function pick(x: number): string;
function pick(x: string): number;
function pick(x: any): any { return typeof x === "number" ? String(x) : Number(x); }
console.log(pick(1), pick("2"));
