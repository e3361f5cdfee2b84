function risky(n) { if (n > 1)
    throw new RangeError("too big: " + n); return n; }
for (const n of [1, 2]) {
    try {
        console.log(risky(n));
    }
    catch (e) {
        console.log(e.name, e.message);
    }
    finally {
        console.log("done", n);
    }
}
