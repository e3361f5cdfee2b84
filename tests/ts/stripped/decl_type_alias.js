const id = 4;
const cb = (err, v) => console.log(err, v);
cb(null, "ok");
const pt = { x: 1, y: 1 };
console.log(id, pt);
let type = "a variable named type";
type = type + "!";
console.log(type);
