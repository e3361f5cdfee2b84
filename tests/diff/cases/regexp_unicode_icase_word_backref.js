// Two corners of `u` regular expressions: with `iu`, \w and \W inside a class are built
// from WordCharacters, which holds U+017F and U+212A (they fold to s and k), so `[\W]`
// matches neither them nor S and K; and a backreference to a lone lead surrogate never
// matches half of a surrogate pair.
const cases = [
  [/\w/iu, "\u017F"], [/\W/iu, "\u017F"], [/\W/iu, "S"], [/[\W]/iu, "S"], [/[\W]/iu, "k"],
  [/[^\W]/iu, "\u017F"], [/[^\W]/iu, "\u212A"], [/[\w]/iu, "\u212A"], [/[^\w]/iu, "S"],
  [/[\W\d]/iu, "s"], [/[\W_]/iu, "\u017F"], [/[\W]/i, "\u017F"],
  [/foo(.+)bar\1/u, "foo\uD834bar\uD834\uDC00"], [/foo(.+)bar\1/u, "foo\uD834bar\uD834A"],
  [/foo(.+)bar\1/, "foo\uD834bar\uD834\uDC00"], [/^(.+)\1$/u, "\uDC00foobar\uD834\uDC00foobar\uD834"],
  [/(?<=\1(.))x/u, "\uD834\uD834x"],
];
for (const [re, text] of cases) {
  const m = re.exec(text);
  console.log(String(re), JSON.stringify(text), m === null ? "null" : JSON.stringify([...m]));
}
