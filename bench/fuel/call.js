// A calibration case of bench/fuel_time.py (it sets the fuel).
function g() {} for (;;) g()
