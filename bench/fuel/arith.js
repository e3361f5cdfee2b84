// A calibration case of bench/fuel_time.py (it sets the fuel).
const o = { a: 1, b: 2 }; let t = 0; for (let i = 0; ; i++) { t += o.a * o.b + (i & 7) }
