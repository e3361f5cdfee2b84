enum E { [x] = 1 }
