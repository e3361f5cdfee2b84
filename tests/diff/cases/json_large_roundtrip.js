// A larger JSON document: build, stringify, parse, and check it survives exactly.
const rows = [];
for (let i = 0; i < 500; i++) rows.push({ id: i, name: "user" + i, score: (i * 37) % 101 / 7, active: i % 3 === 0, tags: i % 5 ? ["t" + (i % 5)] : [], meta: i % 50 === 0 ? null : { n: i } });
const text = JSON.stringify({ rows, count: rows.length });
const back = JSON.parse(text);
console.log(text.length, back.count, back.rows[123].score, JSON.stringify(back.rows[250]));
console.log(JSON.stringify(back) === text, back.rows.filter((r) => r.active).length, back.rows.reduce((s, r) => s + r.score, 0).toFixed(6));
const pretty = JSON.stringify(back.rows.slice(0, 2), null, 2);
console.log(pretty.split("\n").length, pretty.slice(0, 60));
