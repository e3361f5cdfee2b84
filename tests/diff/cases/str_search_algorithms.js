// String algorithms agents write: Levenshtein distance, longest common prefix/substring, palindromes, anagram groups, run-length encoding.
const lev = (a, b) => { const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]); for (let j = 1; j <= b.length; j++) dp[0][j] = j; for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++) dp[i][j] = Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)); return dp[a.length][b.length]; };
console.log(lev("kitten", "sitting"), lev("", "abc"), lev("flaw", "lawn"), lev("same", "same"));
const suggest = (w, dict) => dict.map((d) => [d, lev(w, d)]).sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1)).slice(0, 3).map(([d, n]) => d + ":" + n).join(" ");
console.log(suggest("contant", ["constant", "content", "contest", "consent", "cotton"]));
const lcp = (ws) => ws.reduce((p, w) => { while (!w.startsWith(p)) p = p.slice(0, -1); return p; });
console.log(lcp(["interview", "internet", "interval"]), JSON.stringify(lcp(["a", "b"])));
const isPal = (s) => { const t = s.toLowerCase().replace(/[^a-z0-9]/g, ""); return t === [...t].reverse().join(""); };
console.log(["A man, a plan, a canal: Panama", "race a car", "", "Was it a car or a cat I saw?"].map(isPal).join());
const groups = Object.values(["eat", "tea", "tan", "ate", "nat", "bat"].reduce((m, w) => { const k = [...w].sort().join(""); (m[k] ??= []).push(w); return m; }, {}));
console.log(JSON.stringify(groups));
const rle = (s) => s.replace(/(.)\1*/g, (m, c) => (m.length > 1 ? m.length : "") + c);
const unrle = (s) => s.replace(/(\d+)(.)/g, (_, n, c) => c.repeat(+n));
console.log(rle("aaabccddddde"), unrle(rle("aaabccddddde")) === "aaabccddddde", rle(""));
const lcs = (a, b) => { let best = ""; for (let i = 0; i < a.length; i++) for (let j = i + best.length + 1; j <= a.length; j++) { if (b.includes(a.slice(i, j))) best = a.slice(i, j); else break; } return best; };
console.log(lcs("xabcdey", "zzbcdeq"), lcs("abc", "xyz") === "");
