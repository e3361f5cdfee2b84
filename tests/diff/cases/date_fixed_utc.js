// Date with fixed UTC timestamps (pending: Date is not implemented yet).
const d = new Date(Date.UTC(2024, 1, 29, 13, 45, 30, 123));
console.log(d.toISOString(), d.getTime(), d.getUTCDay(), d.getUTCFullYear(), d.getUTCMonth(), JSON.stringify({ d }));
const e = new Date("2023-12-31T23:59:59.999Z");
e.setUTCMilliseconds(e.getUTCMilliseconds() + 1);
console.log(e.toISOString(), new Date(0).toISOString(), isNaN(new Date("garbage")), Date.UTC(1970, 0, 1));
