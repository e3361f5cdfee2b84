type T = `a${string`;
