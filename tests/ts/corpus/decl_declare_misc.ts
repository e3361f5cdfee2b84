declare var process2: any;
declare let maybeVar: number;
declare function external(x: number): string;
declare class ExtClass { method(): void }
declare type DT = number;
declare interface DI { x: number }
console.log(typeof external, typeof ExtClass);
