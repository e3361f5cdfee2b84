// A calibration case of bench/fuel_time.py (it sets the fuel).
let a = []; for (let i = 0; ; i++) { a.push({ i }); if (a.length > 1000) a = [] }
