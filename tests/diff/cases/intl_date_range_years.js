// DateTimeFormat.formatRange and formatRangeToParts where the two dates differ in the year or more (no collapsing possible).
const u = (...a) => Date.UTC(...a);
const fr = (l, o, a, b) => new Intl.DateTimeFormat(l, { timeZone: "UTC", ...o }).formatRange(a, b);
const pairs = [[u(2023, 11, 28), u(2024, 0, 3)], [u(1999, 11, 31, 23), u(2000, 0, 1, 1)], [u(2020, 1, 29), u(2024, 1, 29)]];
for (const [a, b] of pairs) {
  console.log(fr("en-US", {}, a, b), "|", fr("en-US", { dateStyle: "long" }, a, b), "|", fr("en-US", { dateStyle: "full" }, a, b));
  console.log(fr("en-GB", { dateStyle: "medium" }, a, b), "|", fr("de-DE", { dateStyle: "long" }, a, b), "|", fr("fr-FR", { dateStyle: "short" }, a, b));
  console.log(fr("en-US", { year: "numeric", month: "short" }, a, b), "|", fr("en-US", { year: "numeric" }, a, b));
}
console.log(fr("en-US", { dateStyle: "medium", timeStyle: "short" }, u(2023, 11, 31, 22), u(2024, 0, 1, 2)));
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" }).formatRangeToParts(u(2023, 11, 28), u(2024, 0, 3))));
console.log(fr("en-US", { dateStyle: "long" }, u(2024, 5, 1), u(2024, 5, 1)), "|", fr("en-US", {}, u(2024, 5, 1, 3), u(2024, 5, 1, 20)));
const ranges = [[u(2019, 0, 1), u(2021, 5, 30)], [u(2021, 6, 1), u(2024, 11, 31)]];
console.log(ranges.map(([a, b]) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long" }).formatRange(a, b)).join("; "));
try { new Intl.DateTimeFormat("en").formatRange(u(2024, 0, 1), undefined); } catch (e) { console.log(e.name, e instanceof TypeError); }
try { new Intl.DateTimeFormat("en").formatRange(NaN, u(2024, 0, 1)); } catch (e) { console.log(e.name, e instanceof RangeError); }
console.log(fr("en-US", {}, u(2024, 0, 10), u(2023, 0, 10)));
