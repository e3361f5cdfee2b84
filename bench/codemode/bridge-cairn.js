// The same bridge on Cairn's own tools: a tool takes its argument as JSON text and its
// answer (JSON text) is parsed here; `__globalsText` holds the globals as JSON.
for (const name of Object.keys(globalThis.tools ?? {})) {
  const raw = tools[name];
  tools[name] = (args) => raw(JSON.stringify(args)).then((text) => JSON.parse(text));
}
for (const [k, v] of Object.entries(JSON.parse(__globalsText))) globalThis[k] = v;
