a, b, c; for (i = 0, j = 1; ; ) break;
