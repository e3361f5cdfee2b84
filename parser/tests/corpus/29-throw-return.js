function f() { if (x) throw new Error("e"); return; }
