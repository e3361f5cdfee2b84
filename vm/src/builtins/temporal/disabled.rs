//! A build without the `temporal` feature: each Temporal class's native group is empty
//! and realm set-up installs no `Temporal` global nor `Date.prototype.toTemporalInstant`
//! (see vm/Cargo.toml).

use crate::native::NativeFunction;
use crate::vm::{JsResult, Vm};

/// The natives of the `Temporal` namespace: none in this build.
pub(crate) const NATIVES: &[NativeFunction] = &[];

/// Installs nothing: there is no `Temporal` in this build.
pub(crate) fn init(_vm: &mut Vm) -> JsResult<()> {
    Ok(())
}

/// Declares the empty native group of each Temporal class.
macro_rules! absent_classes {
    ($($module:ident: $name:literal,)*) => {
        $(
            #[doc = concat!("Temporal.", $name, ": absent in this build.")]
            pub(crate) mod $module {
                /// No natives.
                pub(crate) const NATIVES: &[crate::native::NativeFunction] = &[];
            }
        )*
    };
}

absent_classes! {
    duration: "Duration",
    plain_time: "PlainTime",
    plain_date: "PlainDate",
    plain_date_time: "PlainDateTime",
    plain_year_month: "PlainYearMonth",
    plain_month_day: "PlainMonthDay",
    instant: "Instant",
    zoned_date_time: "ZonedDateTime",
}
