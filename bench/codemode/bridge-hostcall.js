// The tool bridge for engines with synchronous host functions (QuickJS builds, node):
// `__hostCall(name, argsText)` records a call and gives its id; the host answers with
// `__answer(id, answerText)`, parsed here; `__globalsText` holds the globals as JSON.
globalThis.tools = {};
const __waiting = new Map();
for (const name of __TOOL_NAMES__) {
  tools[name] = (args) => new Promise((resolve, reject) => {
    __waiting.set(__hostCall(name, JSON.stringify(args)), [resolve, reject]);
  });
}
globalThis.__answer = (id, text) => {
  const w = __waiting.get(id);
  __waiting.delete(id);
  w[0](JSON.parse(text));
};
for (const [k, v] of Object.entries(JSON.parse(__globalsText))) globalThis[k] = v;
// The host calls `__settle(promise)` on the script's value, then reads `__state` (1
// done, 2 threw) and `__value` after each round of jobs.
globalThis.__settle = (p) =>
  p.then(
    (v) => ((globalThis.__value = v), (globalThis.__state = 1)),
    (e) => ((globalThis.__value = String((e && e.stack) || e)), (globalThis.__state = 2)),
  );
