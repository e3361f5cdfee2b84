// Strings with astral characters, escapes and lone surrogates through JSON.
const values = ["plain", "é ü", "😀 smile", "\ud83d", "tab\there", "quote\"back\\slash", "\u0000\u001f", ""];
for (const v of values) {
  const s = JSON.stringify(v);
  console.log(s, JSON.parse(s) === v, v.length);
}
console.log(JSON.stringify({ "😀": 1, "\n": 2 }));
console.log(JSON.parse('"\\ud83d\\ude00"') === "😀");
