const api = {
    get(key, fallback) { return fallback; },
    set: (key, v) => v,
    async fetch(url) { return "fetched " + url; },
};
console.log(api.get("k", 3), api.set("k", "v"));
api.fetch("u").then(console.log);
