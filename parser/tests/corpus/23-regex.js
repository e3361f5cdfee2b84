var r = /ab+c/gi; x = a / b / c;
