enum E { 1 = 2 }
