// Building and parsing URLs and query strings by hand (no URL class): encoding, repeated keys, fragments, relative paths.
const qs = (obj) => Object.entries(obj).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v == null ? [] : [[k, v]])).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
const q = qs({ search: "café & crème", page: 2, tags: ["a b", "c/d"], empty: "", skip: null, "weird key": "x=y" });
console.log(q);
const parseQs = (s) => s.replace(/^\?/, "").split("&").filter(Boolean).reduce((acc, pair) => { const [k, v = ""] = pair.split("=").map((x) => decodeURIComponent(x.replace(/\+/g, " "))); acc[k] = k in acc ? [].concat(acc[k], v) : v; return acc; }, {});
console.log(JSON.stringify(parseQs("?" + q)), JSON.stringify(parseQs("a=1&a=2&b&c=hello+world&d=%F0%9F%98%80")));
const parseUrl = (u) => { const m = /^(?<scheme>[a-z][\w+.-]*):\/\/(?:(?<user>[^@/]*)@)?(?<host>[^:/?#]+)(?::(?<port>\d+))?(?<path>\/[^?#]*)?(?:\?(?<query>[^#]*))?(?:#(?<frag>.*))?$/i.exec(u); return m && Object.fromEntries(Object.entries(m.groups).filter(([, v]) => v !== undefined)); };
for (const u of ["https://user:pw@example.com:8443/a/b/../c?x=1#top", "http://localhost", "ftp://h/p?", "not a url"]) console.log(JSON.stringify(parseUrl(u)));
const resolve = (base, rel) => { const parts = base.split("/").slice(0, -1); for (const seg of rel.split("/")) { if (seg === "..") parts.pop(); else if (seg !== ".") parts.push(seg); } return parts.join("/"); };
console.log(resolve("/a/b/c.html", "../d/./e.png"), resolve("/x/y", "z"), encodeURI("/path with space/ü?q=1&r=#f"), decodeURI("%41%2F%42"));
