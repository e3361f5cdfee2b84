// A calibration case of bench/fuel_time.py (it sets the fuel).
let s = ""; for (let i = 0; ; i++) { s += "ab"; if (s.length > 10000) s = "" }
