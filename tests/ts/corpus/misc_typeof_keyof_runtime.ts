const settings = { theme: "dark", size: 12 };
type Key = keyof typeof settings;
function read(k: Key) { return settings[k]; }
console.log(read("theme"), read("size"), typeof settings);
