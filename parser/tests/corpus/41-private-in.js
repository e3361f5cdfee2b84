class C { #x; static is(o) { return #x in o && 1; } }
