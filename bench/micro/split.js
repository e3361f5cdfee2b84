// String.prototype.split on a comma separator and on a one-character string, plus join.
const parts = [];
for (let i = 0; i < 2000; i++) parts.push("field" + (i % 37));
const line = parts.join(",");
let check = 0;
for (let k = 0; k < 400; k++) {
  const fields = line.split(",");
  check = (check + fields.length + fields[k % fields.length].length) % 1000003;
  const chars = fields[k % 100].split("");
  check = (check + chars.length) % 1000003;
}
print(line.length, check);
