var a = 1, b; let c = 2; const d = 3;
