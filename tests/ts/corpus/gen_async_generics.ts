async function all<T>(ps: Promise<T>[]): Promise<T[]> { const out: T[] = []; for (const p of ps) out.push(await p); return out; }
all<number>([Promise.resolve(1), Promise.resolve(2)]).then((xs) => console.log(xs));
