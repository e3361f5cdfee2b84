a && b || c; (a ?? b) || c; x ??= y; x ||= y; x &&= y;
