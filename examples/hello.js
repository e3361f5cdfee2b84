// A first script: a little of what agents' codemode bodies do.
const rows = [
  { name: "ada", langs: ["js", "rust"] },
  { name: "grace", langs: ["cobol"] },
];
const byLang = {};
for (const { name, langs } of rows) {
  for (const lang of langs) (byLang[lang] ??= []).push(name);
}
console.log(JSON.stringify(byLang));
