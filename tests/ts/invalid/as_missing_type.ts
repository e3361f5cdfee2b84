class C { m(): void }
let x = 1 as;
