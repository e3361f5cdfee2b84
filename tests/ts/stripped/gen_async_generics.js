async function all(ps) { const out = []; for (const p of ps)
    out.push(await p); return out; }
all([Promise.resolve(1), Promise.resolve(2)]).then((xs) => console.log(xs));
