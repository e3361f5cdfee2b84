// Regular expression matching: test, exec with groups, and global replace.
const lines = [];
for (let i = 0; i < 1000; i++) {
  lines.push("2024-" + String(1 + (i % 12)).padStart(2, "0") + "-" + String(1 + (i % 28)).padStart(2, "0") +
    " user" + i + "@example.com GET /api/items/" + (i * 7) + " status=" + (i % 5 === 0 ? 500 : 200));
}
const dateRe = /^(\d{4})-(\d{2})-(\d{2})/;
const mailRe = /([a-z0-9]+)@([a-z]+)\.com/;
const errRe = /status=5\d\d/;
let check = 0;
for (let k = 0; k < 60; k++) {
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const d = dateRe.exec(l);
    if (d !== null) check = (check + Number(d[2]) + Number(d[3])) % 1000003;
    const m = mailRe.exec(l);
    if (m !== null) check = (check + m[1].length) % 1000003;
    if (errRe.test(l)) check = (check + 1) % 1000003;
  }
  check = (check + lines[k].replace(/\d/g, "#").length) % 1000003;
}
print(check);
