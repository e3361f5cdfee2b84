//! Host hooks: where `print` and `console.log` write. Tool calls and wire values come
//! with the host-boundary issue.

/// Receives each printed line.
pub type PrintHook = Box<dyn FnMut(&str)>;

/// Returns the current time in ms since the epoch (`Date.now`).
pub type ClockHook = Box<dyn FnMut() -> f64>;

/// Returns the local time zone's offset from UTC in ms at a UTC time value.
pub type TimeZoneHook = Box<dyn Fn(f64) -> f64>;

/// The host's hooks.
#[derive(Default)]
pub struct Host {
    /// Receives each line `print`/`console.log` writes; `None` writes to stdout on
    /// native targets and drops it on wasm32.
    pub print: Option<PrintHook>,
    /// The clock of `Date.now`; `None` reads the system clock on native targets and
    /// gives NaN on wasm32 (set by `Vm::set_clock_hook`).
    pub clock: Option<ClockHook>,
    /// The local time zone's offset; `None` is UTC (set by `Vm::set_time_zone_hook`).
    pub time_zone: Option<TimeZoneHook>,
}

impl Host {
    /// Writes one line through the hook.
    pub(crate) fn print_line(&mut self, line: &str) {
        match &mut self.print {
            Some(f) => f(line),
            None => {
                #[cfg(not(target_family = "wasm"))]
                println!("{line}");
            }
        }
    }
}
