type Overload = { (x: string): string; (x: number): number };
const impl: Overload = ((x: any) => x) as Overload;
console.log(impl("s"), impl(2));
