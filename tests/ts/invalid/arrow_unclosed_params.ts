let q = (x: number => x;
