const settings = { theme: "dark", size: 12 };
function read(k) { return settings[k]; }
console.log(read("theme"), read("size"), typeof settings);
