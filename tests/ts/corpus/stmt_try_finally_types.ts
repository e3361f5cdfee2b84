function risky(n: number): number { if (n > 1) throw new RangeError("too big: " + n); return n; }
for (const n of [1, 2]) { try { console.log(risky(n)); } catch (e: unknown) { console.log((e as RangeError).name, (e as Error).message); } finally { console.log("done", n); } }
