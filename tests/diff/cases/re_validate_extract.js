// Validation and extraction patterns typical of scripts: emails, URLs, slugs, numbers.
const emails = ["a@b.co", "bad@", "x.y+z@sub.example.org", "@no.pe"];
console.log(emails.map((e) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(e)).join());
const url = "https://user@example.com:8080/p/a/t/h?query=1&b=two#frag";
const u = /^(?<scheme>\w+):\/\/(?:(?<user>[^@]+)@)?(?<host>[^:/]+)(?::(?<port>\d+))?(?<path>\/[^?#]*)?(?:\?(?<q>[^#]*))?(?:#(?<h>.*))?$/.exec(url);
console.log(JSON.stringify(u.groups));
const slug = (t) => t.toLowerCase().trim().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
console.log(slug("  Hello, World! 2024 "), slug("Ünïcode & stuff"));
const nums = "price: $1,234.50, tax 7%, -3.2e5 units".match(/-?\d[\d,]*(?:\.\d+)?(?:e-?\d+)?/g);
console.log(JSON.stringify(nums), nums.map((n) => Number(n.replace(/,/g, ""))).join());
const m = /(\d+)-(\d+)/d.exec("ab 12-345");
console.log(JSON.stringify(m.indices), m.indices.groups);
console.log(String(/a\/b[/]/g), /x/gimsuy.flags, new RegExp("a+", "g").source, new RegExp("/").source);
try { RegExp("["); } catch (e) { console.log(e.name); }
