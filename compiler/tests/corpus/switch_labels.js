function sw(x) {
  outer: for (const k of x) {
    switch (k) {
      case 1: let y = 2; break;
      case 2: continue outer;
      default: break outer;
    }
  }
  return typeof undeclared;
}
