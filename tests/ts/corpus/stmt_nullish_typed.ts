function val(x: number | null | undefined): number { return x ?? -1; }
let cfg: { retries?: number } = {};
cfg.retries ??= 3;
console.log(val(null), val(0), val(undefined), cfg.retries);
