// A calibration case of bench/fuel_time.py (it sets the fuel).
const o = { m(x) { return x + 1 } }; let s = 0; for (;;) s = o.m(s)
