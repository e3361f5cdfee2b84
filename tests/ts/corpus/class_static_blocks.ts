class Config {
  static values: Map<string, number>;
  static { Config.values = new Map([["a", 1]]); }
  static readonly total: number = 5;
}
console.log(Config.values.get("a"), Config.total);
