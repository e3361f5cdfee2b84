function val(x) { return x ?? -1; }
let cfg = {};
cfg.retries ??= 3;
console.log(val(null), val(0), val(undefined), cfg.retries);
