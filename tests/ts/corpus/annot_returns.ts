function f(): void { console.log("void"); }
function g(): never { throw new Error("never"); }
function h(): Promise<number> { return Promise.resolve(3); }
const k = (): string[] => ["a", "b"];
f();
try { g(); } catch (e: unknown) { console.log((e as Error).message); }
h().then((v: number) => console.log("h", v));
console.log(k());
