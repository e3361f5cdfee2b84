// Promise.race, any, allSettled and all with rejections across awaits: first settled
// wins in a race between a tool call and an already-resolved promise, any skipping
// rejected calls, AggregateError when all reject, allSettled of mixed outcomes, and an
// all() rejected by one failing call while the others still complete.
(async () => {
  const out = [];
  const r1 = await Promise.race([tools.echo("slow"), Promise.resolve("ready")]);
  const r2 = await Promise.race([tools.echo("call"), new Promise(() => {})]);
  let r3;
  try {
    r3 = await Promise.race([tools.fail(1), new Promise(() => {})]);
  } catch (e) {
    r3 = "race rejected " + e.startsWith("failed");
  }
  out.push(`race ${r1} ${r2} ${r3}`);
  const a1 = await Promise.any([tools.fail(1), tools.echo("second"), tools.fail(3)]);
  let a2;
  try {
    await Promise.any([tools.fail("a"), tools.fail("b"), Promise.reject(new Error("c"))]);
  } catch (e) {
    a2 = `${e.constructor.name} ${e.errors.length} ${e.errors.filter((x) => typeof x === "string" && x.startsWith("failed")).length}`;
  }
  const a3 = await Promise.any([Promise.reject(0), tools.echo("late"), Promise.resolve("early")]);
  out.push(`any ${a1} | ${a2} | ${a3}`);
  const settled = await Promise.allSettled([tools.echo(1), tools.fail(2), 3, Promise.reject(new RangeError("r")), tools.add({ a: 2, b: 2 })]);
  out.push(
    "settled " +
      settled
        .map((s) => (s.status === "fulfilled" ? "ok:" + s.value : "no:" + (s.reason instanceof Error ? s.reason.name : s.reason.slice(0, 6))))
        .join(",")
  );
  const finished = [];
  try {
    await Promise.all([
      tools.echo("a").then((v) => finished.push(v)),
      tools.fail("boom"),
      tools.echo("c").then((v) => finished.push(v)),
    ]);
  } catch (e) {
    out.push("all rejected " + e.startsWith("failed") + " finished=" + finished.length);
  }
  await tools.delay(0);
  out.push("later finished=" + finished.sort().join(""));
  const empty = await Promise.all([]);
  const emptySettled = await Promise.allSettled([]);
  let emptyAny;
  try {
    await Promise.any([]);
  } catch (e) {
    emptyAny = e.name + ":" + e.errors.length;
  }
  out.push(`empty ${empty.length} ${emptySettled.length} ${emptyAny}`);
  const winners = [];
  for (let i = 0; i < 3; i++) {
    winners.push(await Promise.race([tools.add({ a: i, b: 10 }), tools.echo(i).then((v) => "e" + v)]));
  }
  out.push("race loop " + winners.join(","));
  for (const line of out) console.log(line);
  return out.length;
})()
