// sequential: one read, an edit batch with large literal arguments, two commands.
(async () => {
  const path = "src/server/router.ts";
  const file = await tools.read({ path });
  const lines = file.text.split("\n");
  const firstImport = lines.find((l) => l.startsWith("import "));
  const edits = [
    { oldText: firstImport, newText: firstImport.replace("import {", "import type {") },
    {
      oldText: lines[lines.length - 2],
      newText: `${lines[lines.length - 2]}

/** Routes a request to its handler, with retries and a deadline. */
export async function routeRequest(request: Request, options: RouteOptions = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  let attempt = 0;
  for (;;) {
    attempt += 1;
    try {
      const handler = findHandler(request.method, new URL(request.url).pathname);
      if (!handler) return new Response("not found", { status: 404 });
      return await handler(request, { attempt, deadline });
    } catch (error) {
      if (attempt >= (options.retries ?? 3) || Date.now() > deadline) throw error;
      await sleep(Math.min(1000, 50 * 2 ** attempt));
    }
  }
}
`,
    },
    {
      oldText: "// end of router",
      newText: `// Handlers register themselves here: method, then a path pattern.
export const handlers = new Map<string, Array<[RegExp, Handler]>>([
  ["GET", [[/^\\/health$/, health], [/^\\/orders\\/(\\d+)$/, getOrder], [/^\\/orders$/, listOrders]]],
  ["POST", [[/^\\/orders$/, createOrder], [/^\\/orders\\/(\\d+)\\/refund$/, refundOrder]]],
  ["DELETE", [[/^\\/orders\\/(\\d+)$/, deleteOrder]]],
]);
// end of router`,
    },
  ];
  const edited = await tools.edit({ path, edits });
  const build = await tools.run({ command: "npm run build", cwd: "." });
  const test = await tools.run({ command: "npm test -- --reporter=dot router", cwd: "." });
  const failures = test.stdout.split("\n").filter((l) => l.startsWith("FAIL")).map((l) => l.split(" ")[1]);
  const total = /Tests: (\d+) total/.exec(test.stdout)?.[1] ?? "?";
  return [
    `edited ${edited.path}: ${edited.applied} of ${edits.length} edits, ${edits.reduce((n, e) => n + e.newText.length, 0)} chars`,
    `build: exit ${build.exitCode}, ${build.stdout.trim().split("\n").pop()}`,
    `tests: ${total} run, ${failures.length} failed${failures.length ? ": " + failures.join(", ") : ""}`,
  ].join("\n");
})()
