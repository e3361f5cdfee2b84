function useIt(res) {
  {
    using a = res, b = null;
    if (a) return 1;
  }
  return 2;
}
