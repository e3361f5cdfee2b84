outer: for (;;) { inner: while (1) { continue outer; break inner; } }
