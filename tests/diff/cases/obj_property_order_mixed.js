// Property order: integer keys ascending first, then strings in insertion order, after deletes and redefinition.
const o = {};
o.b = 1; o[2] = 1; o.a = 1; o[1] = 1; o["01"] = 1; o[4294967294] = 1; o[4294967295] = 1; o[-1] = 1; o["1.5"] = 1;
console.log(Object.keys(o).join(" "));
delete o.b; o.b = 2;
console.log(Object.keys(o).join(" "), JSON.stringify(o).length);
const arr = ["x", "y"];
arr.extra = true; arr[5] = "z";
console.log(Object.keys(arr).join(), JSON.stringify(Object.entries(arr)));
const fromEntries = Object.fromEntries([["z", 1], ["10", 2], ["a", 3], ["9", 4]]);
console.log(Object.keys(fromEntries).join(), Object.keys({ ...fromEntries, 0: 0, y: 0 }).join());
const keysIn = [];
for (const k in Object.assign(Object.create({ inherited: 1, 3: 1 }), { own: 1, 2: 1 })) keysIn.push(k);
console.log(keysIn.join());
