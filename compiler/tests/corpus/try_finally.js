function f(x) {
  for (;;) {
    try {
      if (x) break;
      return 1;
    } catch (e) {
      throw e;
    } finally {
      x = 0;
    }
  }
  return 2;
}
