// Array holes and sorting across awaits: sparse arrays with holes kept through idle
// points (in, forEach skipping, map preserving, Array.from filling), a large sparse
// array, holes crossing the wire, and stable sorts with comparators over tool results.
(async () => {
  const holes = [1, , 3, , 5];
  holes[9] = 10;
  const viaEcho = await tools.echo(holes);
  const visited = [];
  holes.forEach((v, i) => visited.push(i));
  console.log("holes", holes.length, 1 in holes, visited.join(","), holes.map((x) => x * 2).join("|"), Object.keys(holes).join(","));
  console.log("echoed", viaEcho.length, 1 in viaEcho, 9 in viaEcho, Array.from(viaEcho, (x) => x === undefined ? "u" : x).join(""));
  const sparse = [];
  sparse[100000] = "far";
  sparse[5] = "near";
  await tools.delay(0);
  console.log("sparse", sparse.length, Object.keys(sparse).join(","), sparse.indexOf("far"), sparse.includes(undefined), sparse.findIndex((x) => x === "far"));
  const filled = new Array(4);
  const before = 0 in filled;
  filled.fill(await tools.echo("f"), 1, 3);
  console.log("fill", before, filled.join("-"), [, "a"].concat([, "b"]).length, [...[, 1]].length, 0 in [...[, 1]]);
  const people = await tools.echo([
    { name: "eve", age: 30 }, { name: "bob", age: 25 }, { name: "amy", age: 30 },
    { name: "dan", age: 25 }, { name: "cat", age: 35 }, { name: "fay", age: 25 },
  ]);
  people.sort((a, b) => a.age - b.age); // stable: equal ages keep their order
  console.log("stable", people.map((p) => p.name).join(","));
  const rows = await tools.rows({ n: 30 });
  const byMod = rows.slice().sort((a, b) => (a.id % 7) - (b.id % 7) || b.score - a.score);
  await tools.echo("sorted");
  console.log("sort rows", byMod.slice(0, 6).map((r) => r.id).join(","), byMod.at(-1).id);
  const nums = await tools.echo([10, 9, 100, 1, -5, 25, 3.5]);
  const lexical = nums.slice().sort();
  const numeric = nums.toSorted((a, b) => a - b);
  const desc = [...nums].sort((a, b) => b - a);
  console.log("nums", lexical.join(","), numeric.join(","), desc[0], nums.join(","));
  const withUndef = [3, undefined, 1, , 2];
  withUndef.sort((a, b) => b - a);
  const words = (await tools.echo("delta Alpha charlie bravo Echo")).split(" ");
  words.sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
  console.log("undef", withUndef.length, 3 in withUndef, 4 in withUndef, withUndef.slice(0, 3).join(","), String(withUndef[3]), words.join(" "));
  const last = [5, , 7].reduce((a, b) => a + b);
  return { len: holes.length, last, top: numeric.at(-1) };
})()
