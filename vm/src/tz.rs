//! The time zone provider every Temporal operation uses: temporal_rs's compiled tzdb
//! provider with its local-time lookup replaced, or, in a build without the `tzdb`
//! feature, a source that knows the one zone "UTC" (what ECMA-262 requires of an
//! implementation without time zone data; offset zones need no provider).
//!
//! timezone_provider 0.2.6 resolves some wall-clock times wrongly when it answers from
//! a zone's POSIX rule (the years after the last explicit transition of the compiled
//! data, 2007 on for most zones): in America/New_York, 2020-03-07T00:00 came back with
//! the daylight-saving offset, a day before the change, and in Europe/Paris up to 17
//! sample hours a year did. Its UTC-to-offset lookup is right. So this provider answers
//! "which instants show this wall-clock time" from that lookup alone: the offsets in
//! force a day before and a day after the wall-clock time, each kept when it maps the
//! wall-clock time to an instant where that offset is in force (two kept: a repeated
//! hour; none: a skipped hour, whose transition instant is found by bisection). This
//! assumes no zone changes its offset twice within two days, which holds for the tz
//! database in the Temporal range.

use std::borrow::Cow;

#[cfg(feature = "tzdb")]
use temporal_rs::provider::COMPILED_TZ_PROVIDER as SOURCE;
use temporal_rs::provider::{
    CandidateEpochNanoseconds, EpochNanosecondsAndOffset, GapEntryOffsets, TimeZoneId,
    TimeZoneProvider, TransitionDirection, UtcOffsetSeconds,
};
use temporal_rs::unix_time::EpochNanoseconds;
use timezone_provider::TimeZoneProviderError;
use timezone_provider::provider::IsoDateTime;

type Result<T> = core::result::Result<T, TimeZoneProviderError>;

/// Nanoseconds in a day and in a second.
const DAY: i128 = 86_400_000_000_000;
const SECOND: i128 = 1_000_000_000;

/// The provider (see the module comment); pass `&TZ` to temporal_rs's `_with_provider`
/// functions.
pub(crate) struct Provider;

/// The one instance.
pub(crate) static TZ: Provider = Provider;

/// The time zone named `id` (an IANA name or a UTC offset), or why there is none.
pub(crate) fn time_zone_named(id: &str) -> core::result::Result<temporal_rs::TimeZone, String> {
    temporal_rs::TimeZone::try_from_identifier_str_with_provider(id, &TZ)
        .map_err(|e| format!("unknown time zone {id:?}: {e}"))
}

/// The offset of `tz` in milliseconds at time value `t` (0 where it cannot be known).
pub(crate) fn offset_ms_at(tz: temporal_rs::TimeZone, t: f64) -> f64 {
    if !t.is_finite() {
        return 0.0;
    }
    let ns = t as i128 * 1_000_000;
    temporal_rs::ZonedDateTime::try_new_iso_with_provider(ns, tz, &TZ)
        .map_or(0.0, |z| (z.offset_nanoseconds() / 1_000_000) as f64)
}

impl Provider {
    /// The offset in force at epoch nanoseconds `ns`.
    fn offset_at(&self, id: TimeZoneId, ns: i128) -> Result<UtcOffsetSeconds> {
        SOURCE.transition_nanoseconds_for_utc_epoch_nanoseconds(id, ns)
    }

    /// The first whole second at or after which `after` is in force, between `lo` (where
    /// `before` is) and `hi` (where `after` is).
    fn transition_between(
        &self,
        id: TimeZoneId,
        before: UtcOffsetSeconds,
        lo: i128,
        hi: i128,
    ) -> Result<i128> {
        let (mut lo, mut hi) = (lo.div_euclid(SECOND), hi.div_euclid(SECOND) + 1);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if self.offset_at(id, mid * SECOND)? == before {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        Ok(hi * SECOND)
    }
}

impl TimeZoneProvider for Provider {
    fn get(&self, ident: &[u8]) -> Result<TimeZoneId> {
        SOURCE.get(ident)
    }

    fn identifier(&self, id: TimeZoneId) -> Result<Cow<'_, str>> {
        SOURCE.identifier(id)
    }

    fn canonicalized(&self, id: TimeZoneId) -> Result<TimeZoneId> {
        SOURCE.canonicalized(id)
    }

    fn candidate_nanoseconds_for_local_epoch_nanoseconds(
        &self,
        id: TimeZoneId,
        local_datetime: IsoDateTime,
    ) -> Result<CandidateEpochNanoseconds> {
        let local = local_datetime.as_nanoseconds().0;
        let before = self.offset_at(id, local - DAY)?;
        let after = self.offset_at(id, local + DAY)?;
        let mut found: Vec<EpochNanosecondsAndOffset> = Vec::with_capacity(2);
        for offset in [before, after] {
            let ns = local - i128::from(offset.0) * SECOND;
            if self.offset_at(id, ns)? == offset && found.iter().all(|c| c.ns.0 != ns) {
                found.push(EpochNanosecondsAndOffset { ns: EpochNanoseconds(ns), offset });
            }
        }
        found.sort_by_key(|c| c.ns.0);
        Ok(match found.as_slice() {
            [one] => CandidateEpochNanoseconds::One(*one),
            [first, second, ..] => CandidateEpochNanoseconds::Two([*first, *second]),
            [] => {
                let at = self.transition_between(id, before, local - DAY, local + DAY)?;
                CandidateEpochNanoseconds::Zero(GapEntryOffsets {
                    offset_before: before,
                    offset_after: after,
                    transition_epoch: EpochNanoseconds(at),
                })
            }
        })
    }

    fn transition_nanoseconds_for_utc_epoch_nanoseconds(
        &self,
        id: TimeZoneId,
        epoch_nanoseconds: i128,
    ) -> Result<UtcOffsetSeconds> {
        self.offset_at(id, epoch_nanoseconds)
    }

    fn get_time_zone_transition(
        &self,
        id: TimeZoneId,
        epoch_nanoseconds: i128,
        direction: TransitionDirection,
    ) -> Result<Option<EpochNanoseconds>> {
        // timezone_provider 0.2.6 answers "next" with the zone's last explicit
        // transition for instants shortly after it (America/St_Johns, 2011-03-13), so a
        // loop over transitions never ends: an answer on the wrong side is replaced by
        // one found a day further on, or by bisection when the offset changes within
        // that day.
        let ns = epoch_nanoseconds;
        let found = SOURCE.get_time_zone_transition(id, ns, direction)?;
        let wrong_side = |t: &EpochNanoseconds| match direction {
            TransitionDirection::Next => t.0 <= ns,
            TransitionDirection::Previous => t.0 >= ns,
        };
        if !found.as_ref().is_some_and(wrong_side) {
            return Ok(found);
        }
        let (near, far) = match direction {
            TransitionDirection::Next => (ns + 1, ns + DAY),
            TransitionDirection::Previous => (ns - DAY, ns - 1),
        };
        let before = self.offset_at(id, near)?;
        if before != self.offset_at(id, far)? {
            let at = self.transition_between(id, before, near, far)?;
            if !wrong_side(&EpochNanoseconds(at)) {
                return Ok(Some(EpochNanoseconds(at)));
            }
        }
        let probe = match direction {
            TransitionDirection::Next => far,
            TransitionDirection::Previous => near,
        };
        let again = SOURCE.get_time_zone_transition(id, probe, direction)?;
        Ok(again.filter(|t| !wrong_side(t)))
    }
}

/// Without the time zone database, the zones' data: "UTC" alone.
#[cfg(not(feature = "tzdb"))]
static SOURCE: UtcOnly = UtcOnly;

/// The time zone source of a build without the database (see the module comment).
#[cfg(not(feature = "tzdb"))]
struct UtcOnly;

#[cfg(not(feature = "tzdb"))]
impl TimeZoneProvider for UtcOnly {
    fn get(&self, ident: &[u8]) -> Result<TimeZoneId> {
        if ident.eq_ignore_ascii_case(b"UTC") {
            Ok(TimeZoneId::default())
        } else {
            Err(TimeZoneProviderError::Range("this build has no time zone data but UTC"))
        }
    }

    fn identifier(&self, _: TimeZoneId) -> Result<Cow<'_, str>> {
        Ok(Cow::Borrowed("UTC"))
    }

    fn canonicalized(&self, id: TimeZoneId) -> Result<TimeZoneId> {
        Ok(id)
    }

    fn candidate_nanoseconds_for_local_epoch_nanoseconds(
        &self,
        _: TimeZoneId,
        local_datetime: IsoDateTime,
    ) -> Result<CandidateEpochNanoseconds> {
        let ns = EpochNanoseconds(local_datetime.as_nanoseconds().0);
        Ok(CandidateEpochNanoseconds::One(EpochNanosecondsAndOffset {
            ns,
            offset: UtcOffsetSeconds(0),
        }))
    }

    fn transition_nanoseconds_for_utc_epoch_nanoseconds(
        &self,
        _: TimeZoneId,
        _: i128,
    ) -> Result<UtcOffsetSeconds> {
        Ok(UtcOffsetSeconds(0))
    }

    fn get_time_zone_transition(
        &self,
        _: TimeZoneId,
        _: i128,
        _: TransitionDirection,
    ) -> Result<Option<EpochNanoseconds>> {
        Ok(None)
    }
}
