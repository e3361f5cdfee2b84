// A calibration case of bench/fuel_time.py (it sets the fuel).
const m = new Map(); for (let i = 0; ; i++) { m.set(i & 1023, i); m.get(i & 511) }
