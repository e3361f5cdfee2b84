// Parsing CSV text with quoted fields by hand and summarising columns.
const csv = 'name,city,amount\n"Smith, J",Paris,12.5\nLee,"New ""York""",7\nDoe,Paris,30\n';
function parseCsv(text) {
  const rows = []; let row = [], field = "", quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") { row.push(field); field = ""; }
    else if (c === "\n") { row.push(field); rows.push(row); row = []; field = ""; }
    else field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}
const [header, ...body] = parseCsv(csv);
const records = body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
console.log(JSON.stringify(records));
const byCity = {};
for (const r of records) byCity[r.city] = (byCity[r.city] ?? 0) + Number(r.amount);
console.log(JSON.stringify(byCity), records.length);
