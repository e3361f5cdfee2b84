// Intl.NumberFormat digit options and rounding: fraction and significant digits,
// roundingPriority, roundingIncrement, every roundingMode, trailingZeroDisplay, and
// exact decimals from strings and BigInts (no detour through a double).
const show = (o, values) => {
  const nf = new Intl.NumberFormat("en-US", o);
  console.log(JSON.stringify(o), values.map((v) => nf.format(v)).join(" | "));
};
const values = [1.005, 2.5, -2.5, 0.125, 1234.5678, 0.000456, 99.995, 1e21];
show({}, values);
show({ minimumFractionDigits: 2 }, values);
show({ maximumFractionDigits: 0 }, values);
show({ minimumIntegerDigits: 4 }, values);
show({ maximumSignificantDigits: 3 }, values);
show({ minimumSignificantDigits: 5 }, values);
show({ maximumSignificantDigits: 2, maximumFractionDigits: 3, roundingPriority: "morePrecision" }, values);
show({ maximumSignificantDigits: 2, maximumFractionDigits: 3, roundingPriority: "lessPrecision" }, values);
show({ maximumFractionDigits: 2, minimumFractionDigits: 2, roundingIncrement: 5 }, values);
show({ maximumFractionDigits: 1, minimumFractionDigits: 1, roundingIncrement: 25 }, values);
show({ minimumFractionDigits: 2, trailingZeroDisplay: "stripIfInteger" }, [1, 1.5, 2.25, 100]);
for (const roundingMode of ["ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"]) {
  show({ maximumFractionDigits: 0, roundingMode }, [1.5, 2.5, -1.5, -2.5, 1.4, -1.6]);
}
show({ maximumFractionDigits: 20 }, ["0.1", "123456789012345678901234567890.123456789", "-0", "1e-7", "  42  ", "0x1F", "", "1_000", "Infinity", "-1.5e3"]);
show({}, [123456789012345678901234567890n, -5n, 0n]);
show({ maximumSignificantDigits: 21 }, [0.1, 1 / 3, 2 ** 60]);
console.log((1234.5678).toLocaleString("en-US", { maximumFractionDigits: 1 }));
console.log((0.5).toLocaleString("en-US", { style: "percent" }));
console.log((1234.5).toLocaleString(), (1234.5).toLocaleString("de-DE"), (1234.5).toLocaleString(["fr-FR", "en"]));
console.log((12345678901234567890n).toLocaleString("de-DE"), (-5n).toLocaleString("en-US", { minimumFractionDigits: 2 }));
