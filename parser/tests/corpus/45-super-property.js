var o = { m() { return super.x + super["y"]; } };
