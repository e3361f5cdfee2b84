// String join/replace/trim/padStart/slice/toLowerCase in a loop.
let check = 0;
const words = ["Alpha", "BETA", "Gamma", "delta", "EPSILON", "Zeta", "eta", "THETA"];
for (let i = 0; i < 200000; i++) {
  const w = words[i & 7];
  const padded = "  " + w + " " + i + "  ";
  const t = padded.trim();
  const lower = t.toLowerCase();
  const r = lower.replace("a", "4");
  const p = String(i & 1023).padStart(6, "0");
  const s = r.slice(1, 5) + p.slice(2);
  const j = [s, w, p].join("-");
  check = (check + j.length + j.charCodeAt(0) + r.length) % 1000003;
}
print(check);
