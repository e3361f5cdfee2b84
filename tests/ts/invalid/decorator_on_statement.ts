function dec(v: any, c: any) {}
@dec const x = 1;
