await x; for await (const y of z) {}
