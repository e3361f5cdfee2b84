var K = class Named extends (a, b) {};
