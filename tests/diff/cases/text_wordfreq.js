// Text processing without regular expressions: word frequencies, capitalisation.
const text = "It was the best of times, it was the worst of times; it was the age of wisdom.";
const words = text.toLowerCase().split(" ").map((w) => [...w].filter((c) => c >= "a" && c <= "z").join("")).filter(Boolean);
const freq = {};
for (const w of words) freq[w] = (freq[w] || 0) + 1;
const top = Object.entries(freq).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
console.log(JSON.stringify(top));
const title = words.slice(0, 6).map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
console.log(title, words.length, new Set(words).size);
const camel = "user_first_name".split("_").map((p, i) => (i ? p[0].toUpperCase() + p.slice(1) : p)).join("");
console.log(camel);
