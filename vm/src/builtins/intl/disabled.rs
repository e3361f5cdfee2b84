//! A build without the `intl` feature: each Intl class's native group is empty and
//! realm set-up installs no `Intl` global (see the parent module).

use crate::native::NativeFunction;
use crate::vm::{JsResult, Vm};

/// The natives of the `Intl` namespace: none in this build.
pub(crate) const NATIVES: &[NativeFunction] = &[];

impl Vm {
    /// Sets Intl's default locale: refused in this build, which has no Intl (the
    /// `toLocaleString` methods write en-US).
    pub fn set_locale(&mut self, tag: &str) -> Result<(), String> {
        Err(format!("cannot set the locale {tag:?}: this build has no Intl"))
    }
}

/// Installs nothing: there is no `Intl` in this build.
pub(crate) fn init(_vm: &mut Vm) -> JsResult<()> {
    Ok(())
}

/// Intl.Locale: absent in this build.
pub(crate) mod locale {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}

/// Intl.Collator: absent in this build.
pub(crate) mod collator {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}

/// Intl.PluralRules: absent in this build.
pub(crate) mod plural_rules {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}

/// Intl.ListFormat: absent in this build.
pub(crate) mod list_format {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}

/// Intl.Segmenter: absent in this build.
pub(crate) mod segmenter {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}

/// Intl.DisplayNames: absent in this build.
pub(crate) mod display_names {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}

/// Intl.NumberFormat: absent in this build.
pub(crate) mod number_format {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}

/// Intl.DateTimeFormat: absent in this build.
pub(crate) mod date_time_format {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}

/// Intl.RelativeTimeFormat: absent in this build.
pub(crate) mod relative_time_format {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}

/// Intl.DurationFormat: absent in this build.
pub(crate) mod duration_format {
    /// No natives.
    pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
}
