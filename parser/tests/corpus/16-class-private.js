class C { #a = 1; #m() {} static #s; has(o) { return #a in o; } }
