// expected: by hand. Known gaps of Intl.DateTimeFormat on ICU4X 2.4, with
// formatRange and formatRangeToParts: ICU4X 2.4 has no interval formats, so Cairn
// writes both dates in full around " – " (thin spaces) unless they format the same.
// The expected output is Cairn's; each line's comment gives node 20's where it differs.
const utc = (...a) => new Date(Date.UTC(...a));
const r = (o, x, y) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...o });
// Numeric dates have nothing to collapse: as node.
console.log(r({}).formatRange(utc(2024, 0, 5), utc(2024, 0, 10)));
// Equal dates format once: as node.
console.log(r({ dateStyle: "long" }).formatRange(utc(2024, 0, 5, 1), utc(2024, 0, 5, 2)));
// node "Jan 3 – 5, 2019".
console.log(r({ dateStyle: "medium" }).formatRange(utc(2019, 0, 3), utc(2019, 0, 5)));
// node "10:00 – 11:30 AM" (with a narrow no-break space before AM, as here: the
// range of two dates keeps CLDR's spaces, where `format` writes a space).
console.log(r({ hour: "numeric", minute: "2-digit" }).formatRange(utc(2024, 0, 5, 10), utc(2024, 0, 5, 11, 30)));
// Sources: as node.
console.log(r({}).formatRangeToParts(utc(2024, 0, 5), utc(2024, 0, 10)).map((p) => `${p.type}:${p.value}:${p.source}`).join("|"));
// Minutes and seconds alone come with the hour: node "04:05".
console.log(r({ minute: "2-digit", second: "2-digit" }).format(utc(2024, 0, 5, 15, 4, 5)));
// A weekday with a numeric date makes the date short: node "Friday, 1/5/2024".
console.log(r({ weekday: "long", year: "numeric", month: "numeric", day: "numeric" }).format(utc(2024, 0, 5)));
// CLDR's skeleton yMd in German has no padding (numeric_dates.rs): as node.
console.log(utc(2024, 0, 5).toLocaleDateString("de-DE", { timeZone: "UTC" }));
// The Chinese calendar's cyclic year name: node "2023癸卯年十一月廿四".
console.log(new Intl.DateTimeFormat("zh-CN", { timeZone: "UTC", calendar: "chinese", dateStyle: "long" }).format(utc(2024, 0, 5)));
// dateStyle "short" shows a year far from now in full: node "5/1/86".
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "short" }).format(utc(1886, 4, 1)));
// Etc/GMT keeps its name (ECMA-402 since 2024, test262's canonicalize-utc-timezone): node "UTC".
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "Etc/GMT" }).resolvedOptions().timeZone);
// Offset time zones (ECMA-402 2023): node 20 throws a RangeError; "4 PM GMT+1".
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "+01:00", hour: "numeric", timeZoneName: "short" }).format(utc(2024, 0, 5, 15)));
// The extremes of the time range: node "9/13/275760" and "April 20, 271822 BC".
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).format(8.64e15));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", era: "short", year: "numeric", month: "long", day: "numeric" }).format(-8.64e15));
// CLDR's skeleton yMd in Japanese has no padding either, beside a time too: as node.
console.log(utc(2024, 0, 5, 15, 4, 5).toLocaleString("ja-JP", { timeZone: "Asia/Tokyo" }));
// Japanese full time: node "17時30分00秒 日本標準時".
console.log(new Intl.DateTimeFormat("ja-JP", { timeZone: "Asia/Tokyo", timeStyle: "full" }).format(utc(2023, 6, 14, 8, 30)));
// An Arabic letter mark inside the offset name: node "١١:٣٠:٠٠ ص غرينتش+٣".
console.log(new Intl.DateTimeFormat("ar-EG", { timeZone: "Africa/Cairo", timeStyle: "long" }).format(utc(2023, 6, 14, 8, 30)));
// resolvedOptions reports the hour asked for, not the pattern's: node "hour":"2-digit".
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).resolvedOptions()));
