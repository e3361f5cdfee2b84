// Deltas in a diff report: signDisplay variants with rounding to zero, negative zero, and roundingMode choices for displayed changes.
const deltas = [12.345, -12.345, 0.004, -0.004, 0, -0, 1.005, -1.005, 2.5, -2.5];
for (const signDisplay of ["auto", "always", "exceptZero", "negative", "never"]) {
  const f = new Intl.NumberFormat("en-US", { signDisplay, maximumFractionDigits: 2 });
  console.log(signDisplay.padEnd(10), deltas.map((d) => f.format(d)).join(" "));
}
for (const roundingMode of ["ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"]) {
  const f = new Intl.NumberFormat("en-US", { roundingMode, maximumFractionDigits: 0 });
  console.log(roundingMode.padEnd(10), deltas.map((d) => f.format(d)).join(" "));
}
for (const l of ["de-DE", "fr-FR", "sv-SE", "fi-FI", "he-IL", "fa-IR-u-nu-latn"]) {
  const f = new Intl.NumberFormat(l, { signDisplay: "exceptZero", maximumFractionDigits: 1 });
  console.log(l, [5.25, -5.25, 0].map((d) => f.format(d)).join(" | "));
}
console.log(new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 25 }).format(1.13), new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5, roundingMode: "ceil" }).format(1.01));
console.log(new Intl.NumberFormat("en-US", { maximumSignificantDigits: 2, roundingPriority: "lessPrecision", maximumFractionDigits: 3 }).format(1.2345), new Intl.NumberFormat("en-US", { maximumSignificantDigits: 2, roundingPriority: "morePrecision", maximumFractionDigits: 3 }).format(1.2345));
