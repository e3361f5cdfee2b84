let x: typeof = 1;
