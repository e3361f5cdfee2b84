async function* ag() { yield await 1; }
