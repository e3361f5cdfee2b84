let a: Array<number = [];
