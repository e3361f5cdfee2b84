// Parsing an INI-like config with sections, comments and typed values.
const text = `
; comment
name = demo
[server]
host = example.org
port = 8080
secure = true
[limits]
ratio = 0.75
tags = a, b ,c
empty =
`;
const cfg = {}; let section = cfg;
for (const raw of text.split("\n")) {
  const line = raw.trim();
  if (!line || line.startsWith(";")) continue;
  const sec = /^\[(\w+)\]$/.exec(line);
  if (sec) { section = cfg[sec[1]] = {}; continue; }
  const [, key, value] = /^(\w+)\s*=\s*(.*)$/.exec(line);
  section[key] = value === "true" ? true : value === "false" ? false : value !== "" && !isNaN(value) ? Number(value) : value.includes(",") ? value.split(",").map((x) => x.trim()) : value;
}
console.log(JSON.stringify(cfg, null, 2));
console.log(Object.entries(cfg).filter(([, v]) => typeof v === "object").map(([k, v]) => `${k}:${Object.keys(v).length}`).join(" "));
