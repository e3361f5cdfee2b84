async x => await x; async (a, b) => {}; async(a, b);
