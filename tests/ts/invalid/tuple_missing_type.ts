let t: [a: string, b?: ] = [];
