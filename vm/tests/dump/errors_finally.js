// Rejected tool calls caught, finally blocks across awaits, allSettled and race.
(async () => {
  const log = [];
  try {
    await tools.fail({});
  } catch (e) {
    log.push("caught " + e);
  } finally {
    log.push("finally " + (await tools.echo("f")));
  }
  const settled = await Promise.allSettled([tools.echo(1), tools.fail(2), tools.echo(3)]);
  log.push(settled.map((s) => s.status).join("/"));
  const first = await Promise.race([tools.echo("x"), new Promise(() => {})]);
  log.push("race " + first);
  console.log(log.join("\n"));
  return log.length;
})()
