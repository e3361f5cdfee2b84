// `v`-flag classes holding single-character strings (\q{a}): a negated class inverts
// them with its other members, also when nested and with ignoreCase.
const cases = [
  [/[^\q{a}]/v, ["a", "b"]],
  [/[^\q{a|b}]/v, ["a", "b", "c"]],
  [/[^\q{a}b]/v, ["a", "b", "c"]],
  [/[[^\q{a}]]/v, ["a", "b"]],
  [/[[^\q{a}]c]/v, ["a", "b", "c"]],
  [/[^\q{a}]/vi, ["a", "A", "b"]],
  [/[\q{a}]/v, ["a", "b"]],
  [/[\q{abc|a}]/v, ["abc", "ab", "x"]],
  [/^[^\q{\u{1F600}}]$/v, ["\u{1F600}", "x"]],
];
for (const [re, inputs] of cases) {
  console.log(String(re), inputs.map((s) => `${JSON.stringify(s)}:${re.test(s)}`).join(" "));
}
console.log("x\u{1F600}ya".replace(/[^\q{a}]/gv, "."));
