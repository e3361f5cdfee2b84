type M = { [K in] : number };
