delete a.b; void 0; typeof x; !y; ~z; -a; +b; ++c; d--;
