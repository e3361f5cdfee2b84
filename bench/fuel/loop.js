// The unit of fuel: an empty loop (bench/fuel_time.py divides by its time).
for (;;) {}
