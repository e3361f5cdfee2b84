with (o) { x; }
