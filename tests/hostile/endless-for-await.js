// expect: exit 3, fuel
// args: --fuel 2000000
async function* g() { for (;;) yield 1 } (async () => { for await (const x of g()); })()
