let v = <number>;
