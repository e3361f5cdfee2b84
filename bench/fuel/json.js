// A calibration case of bench/fuel_time.py (it sets the fuel).
for (;;) JSON.parse("[1,2,3]")
