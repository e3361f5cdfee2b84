for (var i = 0; i < n; i++) {} for (x in o) {} for (const y of z) {} while (a) {} do b; while (c)
