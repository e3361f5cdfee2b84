// A calibration case of bench/fuel_time.py (it sets the fuel).
const re = /a(b+)c/; for (;;) re.exec("xxabbbcyy")
