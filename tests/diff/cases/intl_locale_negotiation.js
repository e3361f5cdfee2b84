// Locale negotiation as apps do it: supportedLocalesOf, getCanonicalLocales, resolvedOptions().locale fallbacks, Intl.Locale tweaks.
const wanted = ["en-us", "EN-gb", "es-419", "pt-BR", "zh-hant-tw", "x-klingon", "de-CH-1996", "fr-u-ca-buddhist", "sr-latn-rs"];
const valid = wanted.filter((t) => { try { Intl.getCanonicalLocales(t); return true; } catch { return false; } });
console.log(JSON.stringify(Intl.getCanonicalLocales(valid)));
for (const C of [Intl.NumberFormat, Intl.DateTimeFormat, Intl.Collator, Intl.PluralRules, Intl.ListFormat, Intl.RelativeTimeFormat, Intl.Segmenter, Intl.DisplayNames]) {
  console.log(C.name, JSON.stringify(C.supportedLocalesOf(["en-US", "fr-CA", "es-419", "zh-Hant-TW", "qaa", "tlh"])));
}
console.log(new Intl.NumberFormat(["tlh", "de-DE"]).resolvedOptions().locale, new Intl.DateTimeFormat(["qaa", "ja-JP"]).resolvedOptions().locale, new Intl.Collator("en-US-u-co-phonebk").resolvedOptions().locale);
console.log(new Intl.NumberFormat("de-DE-u-nu-arab").resolvedOptions().locale, new Intl.NumberFormat("de-DE-u-nu-latn").format(1234.5), new Intl.NumberFormat("en-US-u-nu-thai").format(2024));
console.log(new Intl.DateTimeFormat("en-US-u-hc-h23", { timeZone: "UTC", hour: "numeric", minute: "numeric" }).format(Date.UTC(2024, 0, 1, 15, 5)), new Intl.DateTimeFormat("en-US-u-hc-h23", { timeZone: "UTC", hour: "numeric" }).resolvedOptions().locale);
console.log(new Intl.DateTimeFormat("en-GB-u-hc-h12", { timeZone: "UTC", timeStyle: "short" }).format(Date.UTC(2024, 0, 1, 15, 5)), new Intl.DateTimeFormat("en-GB-u-hc-h12", { hourCycle: "h23", timeZone: "UTC", timeStyle: "short" }).resolvedOptions().locale);
const loc = new Intl.Locale("en", { region: "GB", hourCycle: "h12", calendar: "gregory" });
console.log(loc.toString(), loc.baseName, loc.language, loc.region, loc.hourCycle, loc.calendar, loc.maximize().toString(), new Intl.Locale("zh-TW").maximize().script);
console.log(Intl.NumberFormat.supportedLocalesOf("en-US", { localeMatcher: "lookup" }).join(), Intl.DateTimeFormat.supportedLocalesOf([]).length, JSON.stringify(Intl.getCanonicalLocales([])));
const pick = (list, fallback) => Intl.NumberFormat.supportedLocalesOf(list)[0] ?? fallback;
console.log(pick(["qaa", "tlh"], "en"), pick(["qaa", "fr-BE"], "en"), pick([], "en"));
