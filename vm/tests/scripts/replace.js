// String replace/replaceAll with string patterns and $ substitutions; Number toFixed rounding.
print("a-b-c".replace("-", "+"), "a-b-c".replaceAll("-", "+"), "aaa".replaceAll("a", "$&$&"), "abc".replace("b", "[$`|$'|$$]"));
print("xyz".replace("y", (m, p, s) => m.toUpperCase() + p + s.length), "none".replace("q", "z"), "abc".replaceAll("", "-"));
print((0.5).toFixed(0), (-0.0001).toFixed(2), (1.45).toFixed(1), (1e21).toFixed(2), (123.456).toFixed(10));
