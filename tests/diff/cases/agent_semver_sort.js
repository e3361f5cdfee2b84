// Parsing and sorting semantic versions with prerelease tags, range checks and bumping.
const parse = (v) => { const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.]+))?(?:\+([\w.]+))?$/.exec(v.trim()); if (!m) throw new Error(`invalid version: ${v}`); return { major: +m[1], minor: +m[2], patch: +m[3], pre: m[4] ? m[4].split(".") : [], build: m[5] ?? null }; };
const cmpPre = (a, b) => { if (!a.length || !b.length) return b.length - a.length; for (let i = 0; i < Math.max(a.length, b.length); i++) { if (a[i] === undefined) return -1; if (b[i] === undefined) return 1; const na = /^\d+$/.test(a[i]), nb = /^\d+$/.test(b[i]); if (na && nb && +a[i] !== +b[i]) return +a[i] - +b[i]; if (na !== nb) return na ? -1 : 1; if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1; } return 0; };
const cmp = (x, y) => { const a = parse(x), b = parse(y); return a.major - b.major || a.minor - b.minor || a.patch - b.patch || cmpPre(a.pre, b.pre); };
const versions = ["1.0.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta.11", "1.0.0-beta.2", "1.0.0-rc.1", "0.9.12", "v2.0.0+build.5", "1.10.0", "1.2.0", "1.0.0-alpha.beta"];
console.log(versions.slice().sort(cmp).join(" < "));
const bump = (v, part) => { const p = parse(v); if (part === "major") return `${p.major + 1}.0.0`; if (part === "minor") return `${p.major}.${p.minor + 1}.0`; return p.pre.length ? `${p.major}.${p.minor}.${p.patch}` : `${p.major}.${p.minor}.${p.patch + 1}`; };
console.log(["major", "minor", "patch"].map((p) => bump("1.4.7", p)).join(), bump("2.0.0-rc.1", "patch"));
const satisfies = (v, range) => { const [, op, base] = /^(\^|~|>=|<)?(.+)$/.exec(range); const a = parse(v), b = parse(base); if (op === "^") return a.major === b.major && cmp(v, base) >= 0; if (op === "~") return a.major === b.major && a.minor === b.minor && cmp(v, base) >= 0; if (op === ">=") return cmp(v, base) >= 0; if (op === "<") return cmp(v, base) < 0; return cmp(v, base) === 0; };
console.log(["1.2.3", "1.9.0", "2.0.0", "1.2.2"].map((v) => ["^1.2.3", "~1.2.0", ">=1.9.0", "<2.0.0"].map((r) => +satisfies(v, r)).join("")).join(" "));
try { parse("1.2"); } catch (e) { console.log(e.message); }
