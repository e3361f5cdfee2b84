var s = "a\nb", t = 'c', n = 0x1F, m = 1_000, big = 123n, e = 1e3;
