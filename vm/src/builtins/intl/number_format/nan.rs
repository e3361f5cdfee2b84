//! The locale's symbol for NaN. ICU4X's decimal data has no NaN symbol (its decimals
//! are finite), so this is CLDR's, where it is not "NaN": the table is printed by
//! `scripts/intl/nan-symbols.mjs` from node's ICU data (CLDR 48, the release the
//! compiled ICU4X data is built on), keyed by language and script.

use icu_locale::{Locale, LocaleExpander};

/// `(language-Script, symbol)` of CLDR's NaN symbols other than "NaN", sorted by key.
const NAN_SYMBOLS: &[(&str, &str)] = &[
    ("am-Ethi", "በቁጥር\u{a0}ሊገለጽ\u{a0}የማይችል"),
    ("ar-Arab", "ليس\u{a0}رقمًا"),
    ("ars-Arab", "ليس\u{a0}رقمًا"),
    ("ast-Latn", "ND"),
    ("ce-Cyrl", "Терхьаш\u{a0}дац"),
    ("cv-Cyrl", "хисеп\u{a0}мар"),
    ("ee-Latn", "mnn"),
    ("fa-Arab", "ناعدد"),
    ("fi-Latn", "epäluku"),
    ("ga-Latn", "Nuimh"),
    ("hy-Armn", "ՈչԹ"),
    ("ka-Geor", "არ\u{a0}არის\u{a0}რიცხვი"),
    ("kk-Arab", "سان\u{a0}ەمەس"),
    ("kk-Cyrl", "сан\u{a0}емес"),
    ("ky-Cyrl", "сан\u{a0}эмес"),
    ("lo-Laoo", "ບໍ່\u{200b}ແມ່ນ\u{200b}ໂຕ\u{200b}ເລກ"),
    ("lv-Latn", "NS"),
    ("my-Mymr", "ဂဏန်းမဟုတ်သော"),
    ("os-Cyrl", "НН"),
    ("ru-Cyrl", "не\u{a0}число"),
    ("sah-Cyrl", "чыыһыла\u{a0}буотах"),
    ("smn-Latn", "epiloho"),
    ("so-Latn", "MaL"),
    ("syr-Syrc", "ܠܝܬ\u{a0}ܡܢܝܢܐ"),
    ("tk-Latn", "san\u{a0}däl"),
    ("to-Latn", "TF"),
    ("uz-Cyrl", "ҳақиқий\u{a0}сон\u{a0}эмас"),
    ("uz-Latn", "son\u{a0}emas"),
    ("yue-Hans", "非数值"),
    ("yue-Hant", "非數值"),
    ("zh-Hant", "非數值"),
];

/// The NaN symbol of `locale` (its language and likely script).
pub(crate) fn nan_symbol(locale: &Locale) -> &'static str {
    let mut id = locale.id.clone();
    LocaleExpander::new_extended().maximize(&mut id);
    let Some(script) = id.script else { return "NaN" };
    let key = format!("{}-{}", id.language, script);
    match NAN_SYMBOLS.binary_search_by(|(k, _)| (*k).cmp(key.as_str())) {
        Ok(i) => NAN_SYMBOLS[i].1,
        Err(_) => "NaN",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nan(tag: &str) -> &'static str {
        nan_symbol(&Locale::try_from_str(tag).expect("a valid tag"))
    }

    #[test]
    fn the_table_is_sorted_for_its_binary_search() {
        assert!(NAN_SYMBOLS.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn the_symbol_follows_language_and_script() {
        assert_eq!(nan("zh-TW"), "非數值");
        assert_eq!(nan("zh-HK"), "非數值");
        assert_eq!(nan("zh-CN"), "NaN");
        assert_eq!(nan("ru"), "не\u{a0}число");
        assert_eq!(nan("en-US"), "NaN");
        assert_eq!(nan("uz-Cyrl"), "ҳақиқий\u{a0}сон\u{a0}эмас");
    }
}
