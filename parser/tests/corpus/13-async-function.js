async function f() { await x; for await (const y of z) {} }
