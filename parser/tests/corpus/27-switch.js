switch (x) { case 1: a; break; default: b; case 2: }
