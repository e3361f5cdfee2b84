var f = (a) => (b, c);
