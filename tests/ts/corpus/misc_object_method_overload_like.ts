const api = {
  get<T>(key: string, fallback: T): T { return fallback; },
  set: <T,>(key: string, v: T): T => v,
  async fetch(url: string): Promise<string> { return "fetched " + url; },
};
console.log(api.get<number>("k", 3), api.set("k", "v"));
api.fetch("u").then(console.log);
