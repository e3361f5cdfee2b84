var { a, b: [c, d = 1], ...e } = f; let [g, , h = 2, ...i] = j;
