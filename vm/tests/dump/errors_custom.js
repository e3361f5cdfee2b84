// Errors across awaits: custom Error subclasses with a cause chain, rejected tool
// calls caught and wrapped, try/catch/finally with awaits in every block, a finally
// whose return overrides a throw, rethrows, and errors thrown inside nested async calls.
(async () => {
  class AppError extends Error {
    constructor(message, options) {
      super(message, options);
      this.name = "AppError";
    }
  }
  class NotFound extends AppError {
    constructor(what, options) {
      super(`${what} not found`, options);
      this.name = "NotFound";
      this.what = what;
    }
  }
  const log = [];
  async function load(id) {
    try {
      return await tools.fail({ id });
    } catch (e) {
      throw new NotFound("item " + id, { cause: e });
    }
  }
  try {
    await load(7);
  } catch (e) {
    log.push(`${e.name}|${e.message}|${e instanceof AppError}|${e instanceof Error}|${String(e.cause).startsWith("failed")}|${e.what}`);
  }
  async function steps() {
    const trail = [];
    try {
      trail.push("try " + (await tools.echo(1)));
      await tools.fail("x");
      trail.push("not here");
    } catch (e) {
      trail.push("catch " + (await tools.echo(2)));
      throw new AppError("wrapped", { cause: new TypeError("inner") });
    } finally {
      trail.push("finally " + (await tools.echo(3)));
      log.push(trail.join(","));
    }
  }
  try {
    await steps();
  } catch (e) {
    log.push(`${e.message} <- ${e.cause.name}:${e.cause.message}`);
  }
  async function overriding() {
    try {
      throw new Error("lost");
    } finally {
      await tools.delay(0);
      return "finally wins";
    }
  }
  log.push(await overriding());
  let depth = 0;
  async function nested(n) {
    depth++;
    if (n === 0) throw new RangeError("bottom");
    await tools.echo(n);
    try {
      return await nested(n - 1);
    } finally {
      depth--;
    }
  }
  try {
    await nested(4);
  } catch (e) {
    log.push(`${e.name} ${e.message} depth=${depth}`);
  }
  const chain = new AppError("top", { cause: new NotFound("mid", { cause: "root" }) });
  const causes = [];
  for (let c = chain; c !== undefined; c = c instanceof Error ? c.cause : undefined) {
    causes.push(c instanceof Error ? c.name : c);
    await tools.echo(causes.length);
  }
  log.push(causes.join(" > "));
  let rethrown;
  try {
    try {
      await tools.fail(null);
    } catch (e) {
      if (typeof e === "string") throw e + "!";
    }
  } catch (e) {
    rethrown = e.endsWith("!") && e.startsWith("failed");
  }
  log.push("rethrown " + rethrown + " " + Object.prototype.toString.call(chain) + " " + ("cause" in new Error("x")));
  for (const line of log) console.log(line);
  return log.length;
})()
