//! The standard library: a module (or folder) per intrinsic, grouped by the clauses of
//! ECMA-262, and the native table assembled from the groups each module declares
//! (see [`crate::native`]).

// Clause 19: the global object.
pub(crate) mod global;
// Clause 20: fundamental objects.
pub(crate) mod boolean;
pub(crate) mod error;
pub(crate) mod function;
pub(crate) mod object;
pub(crate) mod symbol;
// Clause 21: numbers and dates.
pub(crate) mod bigint;
pub(crate) mod date;
pub(crate) mod math;
pub(crate) mod number;
// Clause 22: text processing.
pub(crate) mod regexp;
pub(crate) mod string;
// Clause 23: indexed collections.
pub(crate) mod array;
pub(crate) mod typed_array;
// Clause 24: keyed collections; clause 26: managing memory (WeakRef, FinalizationRegistry).
pub(crate) mod map_set;
pub(crate) mod weak;
// Clause 25: structured data.
pub(crate) mod array_buffer;
pub(crate) mod atomics;
pub(crate) mod data_view;
pub(crate) mod json;
// Clause 27: control abstraction objects.
pub(crate) mod async_generator;
pub(crate) mod generator;
pub(crate) mod iterator;
pub(crate) mod promise;
// Clause 28: reflection; source phase imports' %AbstractModuleSource%.
pub(crate) mod module_source;
pub(crate) mod proxy;
pub(crate) mod reflect;
// Proposals: explicit resource management, ShadowRealm, Temporal.
pub(crate) mod disposable;
pub(crate) mod shadow_realm;
#[cfg(feature = "temporal")]
pub(crate) mod temporal;
#[cfg(not(feature = "temporal"))]
#[path = "temporal/disabled.rs"]
pub(crate) mod temporal;
// ECMA-402: the Intl object (feature `intl`; without it the groups are empty).
pub(crate) mod intl;
// The classes of the namespace objects (Temporal, Intl; `intl` implies `temporal`).
#[cfg(feature = "temporal")]
pub(crate) mod namespace_class;
// The `get [Symbol.species]` accessor of several constructors.
pub(crate) mod species;
// The `toLocaleString` conventions without ECMA-402.
mod locale;

pub(crate) use crate::native::arg;
use crate::vm::{JsResult, Vm};

pub use crate::native::{NativeCx, NativeFn, NativeFunction, NativeId};

/// The realm's list: one row per step of realm set-up, in order, each with the native
/// group its module declares (`[Group => module]`, see [`crate::native::natives!`]) and
/// the `init` that installs its intrinsic, or either alone. It defines [`NativeGroup`]
/// (the groups in the order of this list, which is the order of [`NATIVES`]) and
/// [`REALM_INIT`].
macro_rules! realm_list {
    ($($([$group:ident => $($module:tt)::+])? $($init:path)?;)*) => {
        /// A module's group of rows in the native table (see [`crate::native::natives!`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[allow(missing_docs)]
        pub enum NativeGroup {
            $($($group,)?)*
        }

        /// Every group's rows, in the order of [`NativeGroup`].
        const GROUPS: &[&[NativeFunction]] = &[$($($($module)::+::NATIVES,)?)*];

        /// The set-up of a realm's intrinsics, in order: each `init` installs its
        /// intrinsic's constructor, prototype methods and globals on the objects the realm
        /// record already holds, after the intrinsics it builds on.
        pub(crate) const REALM_INIT: &[fn(&mut Vm) -> JsResult<()>] = &[$($($init,)?)*];
    };
}

// A new intrinsic adds one row here (and its `mod` line above).
realm_list! {
    [Function => function] function::init;
    [Object => object] object::init;
    [Global => global] global::init;
    [Error => error] error::init;
    [Array => array] array::init;
    [Iterator => iterator] iterator::init;
    [String => string] string::init;
    [Number => number] number::init;
    [Boolean => boolean] boolean::init;
    [Symbol => symbol] symbol::init;
    [Math => math] math::init;
    [Json => json] json::init;
    [MapSet => map_set] map_set::init;
    [Promise => promise] promise::init;
    [Generator => generator] generator::init;
    [AsyncGenerator => async_generator] async_generator::init;
    [Species => species] species::init;
    map_set::set_methods::init;
    string::annex_b::init;
    object::annex_b::init;
    function::generator_and_async::init;
    [BigInt => bigint] bigint::init;
    [Date => date] date::init;
    global::uri::init;
    string::unicode::init;
    [Proxy => proxy] proxy::init;
    [Reflect => reflect] reflect::init;
    [ArrayBuffer => array_buffer] array_buffer::init;
    [DataView => data_view] data_view::init;
    [TypedArray => typed_array] typed_array::prototype::init;
    [Atomics => atomics] atomics::init;
    iterator::constructor::init;
    [Weak => weak] weak::init;
    weak::finalization_registry::init;
    error::aggregate::init;
    [Disposable => disposable] disposable::init;
    [RegExp => regexp] regexp::init;
    [ShadowRealm => shadow_realm] shadow_realm::init;
    [ModuleSource => module_source] module_source::init;
    [Temporal => temporal] temporal::init;
    [TemporalDuration => temporal::duration];
    [TemporalPlainTime => temporal::plain_time];
    [TemporalPlainDate => temporal::plain_date];
    [TemporalPlainDateTime => temporal::plain_date_time];
    [TemporalPlainYearMonth => temporal::plain_year_month];
    [TemporalPlainMonthDay => temporal::plain_month_day];
    [TemporalInstant => temporal::instant];
    [TemporalZonedDateTime => temporal::zoned_date_time];
    [Intl => intl] intl::init;
    [IntlLocale => intl::locale];
    [IntlCollator => intl::collator];
    [IntlPluralRules => intl::plural_rules];
    [IntlNumberFormat => intl::number_format];
    [IntlListFormat => intl::list_format];
    [IntlSegmenter => intl::segmenter];
    [IntlDisplayNames => intl::display_names];
    [IntlDateTimeFormat => intl::date_time_format];
    [IntlRelativeTimeFormat => intl::relative_time_format];
    [IntlDurationFormat => intl::duration_format];
    [Host => crate::host];
    [Module => crate::module];
    [Decorators => crate::decorators];
}

/// The id of the first row of `group`.
pub(crate) const fn group_base(group: NativeGroup) -> u16 {
    let mut base = 0;
    let mut g = 0;
    while g < group as usize {
        base += GROUPS[g].len();
        g += 1;
    }
    assert!(base <= u16::MAX as usize, "the native table outgrew u16 ids");
    base as u16
}

/// The number of natives.
const TABLE_LEN: usize = {
    let mut n = 0;
    let mut g = 0;
    while g < GROUPS.len() {
        n += GROUPS[g].len();
        g += 1;
    }
    n
};

/// The groups' rows one after the other.
const fn assemble() -> [NativeFunction; TABLE_LEN] {
    let mut table = [GROUPS[0][0]; TABLE_LEN];
    let (mut g, mut k) = (0, 0);
    while g < GROUPS.len() {
        let mut i = 0;
        while i < GROUPS[g].len() {
            table[k] = GROUPS[g][i];
            (i, k) = (i + 1, k + 1);
        }
        g += 1;
    }
    table
}

/// The rows of every group, assembled at compile time.
static TABLE: [NativeFunction; TABLE_LEN] = assemble();

/// The native function table (its order is part of the heap image format).
pub static NATIVES: &[NativeFunction] = &TABLE;
