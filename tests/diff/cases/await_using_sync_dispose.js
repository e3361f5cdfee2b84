// expected: by hand. node 20 has no `using` declarations. ECMA-262 (explicit resource
// management, GetDisposeMethod): an `await using` resource with only a sync
// @@dispose is disposed through a closure that calls it and returns a promise for
// undefined, so a promise the method returns is not awaited, by a stack's disposeAsync
// or by the declaration's disposal (test262's staging
// async-disposal-from-sync-method-returning-a-promise.js).
const never = new Promise(() => {});
const log = [];
(async () => {
  const stack = new AsyncDisposableStack();
  stack.use({ [Symbol.dispose]() { log.push("stack resource"); return never; } });
  await stack.disposeAsync();
  log.push("stack done");
  {
    await using a = { [Symbol.dispose]() { log.push("sync a"); return never; } };
    await using b = {
      async [Symbol.asyncDispose]() { log.push("async b"); },
      [Symbol.dispose]() { log.push("not called"); },
    };
    log.push("body");
  }
  log.push("block done");
  try {
    await using c = { [Symbol.dispose]() { throw new Error("from c"); } };
  } catch (e) {
    log.push("caught " + e.message);
  }
  console.log(log.join("\n"));
})();
