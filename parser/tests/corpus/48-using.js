function f() { using a = x; } async function g() { await using b = y; }
