const v = undefined;
console.log("type imports erased", v);
export {};
