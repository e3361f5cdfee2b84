const i = { x: 1 };
const t = "t";
console.log(i, t, typeof globalThis.Types);
console.log("ok");
