class Config {
    static values;
    static { Config.values = new Map([["a", 1]]); }
    static total = 5;
}
console.log(Config.values.get("a"), Config.total);
