// Building a long string in a loop and reading it back.
let s = "";
for (let i = 0; i < 2000; i++) s += String.fromCharCode(97 + (i % 26));
console.log(s.length, s.slice(0, 30), s.slice(-5));
let parts = [];
for (let i = 0; i < 100; i++) parts.push(i.toString(36));
const joined = parts.join("");
console.log(joined.length, joined.indexOf("2r"), joined.slice(60, 80));
let count = 0;
for (const ch of s) if (ch === "z") count++;
console.log(count);
