//! `--timeout MS`: the run ends `MS` milliseconds after the program started.
//!
//! The VM asks a clock check at its fuel points (every
//! [`cairn::vm::INTERRUPT_CHECK_UNITS`] units, a fraction of a millisecond), so a busy
//! script stops within a few hundred microseconds of the deadline whatever else the
//! machine runs. A thread that sleeps and then sets a flag is not enough: on a loaded
//! machine it may wait several milliseconds for a core once its sleep is over, while the
//! script's thread holds its own. Where the CLI itself sleeps (until a timer is due) it
//! sleeps no later than the deadline and sets the flag, which the VM reads on its next
//! fuel point.
//!
//! The process ends after its memory is given back: the kernel frees every page at
//! exit, which takes time in proportion to the resident set (on the machine this was
//! measured on, 4 to 7 ms for a script that grew 117 MB). So that `--timeout` bounds the
//! process and not only the script, the run stops that much before the deadline, by an
//! estimate from the resident set read once a millisecond ([`EXIT_NS_PER_KIB`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use cairn::vm::{InterruptCheck, Vm};

/// What the kernel takes to free a KiB of the resident set when the process exits, with
/// some room: it varies between machines of the same kind (117 MB took 4.1 ms on one, 35
/// ns a KiB; 83 MB took 5.3 ms on another, 64 ns a KiB).
const EXIT_NS_PER_KIB: u64 = 72;

/// How often the resident set is read (a system call) while the script runs.
const RSS_READ_EVERY_NS: u64 = 1_000_000;

/// The instant a `--timeout` run must end by, and the interrupt flag the VM reads.
pub(crate) struct Timeout {
    clock: Arc<Clock>,
    flag: Arc<AtomicBool>,
}

/// The deadline and the estimate of the exit's cost, shared with the VM's check.
struct Clock {
    started: Instant,
    deadline: Instant,
    /// The exit's estimated cost in nanoseconds, from the last read of the resident set.
    exit_ns: AtomicU64,
    /// When (nanoseconds after `started`) to read the resident set again.
    next_read_ns: AtomicU64,
}

impl Clock {
    /// The instant the run must stop at: the deadline less the exit's estimated cost,
    /// the resident set read again when the last read is older than a millisecond.
    fn stop_at(&self, now: Instant) -> Instant {
        let elapsed = u64::try_from(now.saturating_duration_since(self.started).as_nanos())
            .unwrap_or(u64::MAX);
        if elapsed >= self.next_read_ns.load(Ordering::Relaxed) {
            let exit_ns = resident_kib().saturating_mul(EXIT_NS_PER_KIB);
            self.exit_ns.store(exit_ns, Ordering::Relaxed);
            self.next_read_ns.store(elapsed.saturating_add(RSS_READ_EVERY_NS), Ordering::Relaxed);
        }
        let exit = Duration::from_nanos(self.exit_ns.load(Ordering::Relaxed));
        self.deadline.checked_sub(exit).unwrap_or(self.started)
    }
}

impl Timeout {
    /// Arms the deadline `ms` milliseconds after `started` on `vm`.
    pub(crate) fn arm(vm: &mut Vm, started: Instant, ms: u64) -> Timeout {
        let deadline = started.checked_add(Duration::from_millis(ms)).unwrap_or_else(far_future);
        let clock = Arc::new(Clock {
            started,
            deadline,
            exit_ns: AtomicU64::new(0),
            next_read_ns: AtomicU64::new(0),
        });
        let flag = Arc::new(AtomicBool::new(false));
        vm.set_interrupt(Some(Arc::clone(&flag)));
        let check = Arc::clone(&clock);
        vm.set_interrupt_check(Some(InterruptCheck::new(move || {
            let now = Instant::now();
            now >= check.stop_at(now)
        })));
        Timeout { clock, flag }
    }
}

/// The process's resident set in KiB: its peak, which is never less than now and costs
/// one system call; 0 where it cannot be read.
fn resident_kib() -> u64 {
    #[cfg(unix)]
    {
        let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
        // SAFETY: getrusage writes a `rusage` to the pointer it is given, which points to
        // one; on failure the zeroed value stays.
        let usage = unsafe {
            libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr());
            usage.assume_init()
        };
        // Linux reports kilobytes; macOS bytes, which only makes the margin larger.
        u64::try_from(usage.ru_maxrss).unwrap_or(0)
    }
    #[cfg(not(unix))]
    {
        0
    }
}

/// Sleeps until `until`, or until the deadline of `timeout` when that comes first; then
/// the flag is set, so the VM stops at its first fuel point (a timer's callback is a
/// call, so it never runs).
pub(crate) fn sleep_until(timeout: Option<&Timeout>, until: Instant) {
    let (until, at_deadline) = match timeout {
        Some(t) => {
            let stop = t.clock.stop_at(Instant::now());
            if stop <= until { (stop, true) } else { (until, false) }
        }
        None => (until, false),
    };
    let now = Instant::now();
    if until > now {
        std::thread::sleep(until - now);
    }
    if let (true, Some(t)) = (at_deadline, timeout) {
        t.flag.store(true, Ordering::Relaxed);
    }
}

/// An instant no run reaches: the deadline of a timeout too large to add to the clock.
fn far_future() -> Instant {
    // About thirty years; `Instant` has no maximum of its own.
    Instant::now() + Duration::from_secs(1 << 30)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sleep_past_the_deadline_ends_at_the_deadline_and_sets_the_flag() {
        let mut vm = Vm::new(cairn::vm::VmOptions::default());
        let started = Instant::now();
        let timeout = Timeout::arm(&mut vm, started, 20);
        sleep_until(Some(&timeout), started + Duration::from_secs(5));
        let slept = started.elapsed();
        // The deadline less the exit's estimated cost for this process's memory.
        let exit = Duration::from_nanos(timeout.clock.exit_ns.load(Ordering::Relaxed));
        let stop = Duration::from_millis(20).saturating_sub(exit);
        assert!(slept >= stop && slept < Duration::from_secs(5), "{slept:?}, {exit:?}");
        assert!(timeout.flag.load(Ordering::Relaxed));
        // A call, as a timer's firing is: its fuel point reads the flag.
        let error = vm.eval_script("(function () {})()", "after").unwrap_err();
        assert_eq!(error.termination, Some(cairn::vm::Termination::Interrupted));
    }

    #[test]
    fn a_sleep_before_the_deadline_leaves_the_flag_clear() {
        let mut vm = Vm::new(cairn::vm::VmOptions::default());
        let started = Instant::now();
        let timeout = Timeout::arm(&mut vm, started, 60_000);
        sleep_until(Some(&timeout), started + Duration::from_millis(1));
        assert!(!timeout.flag.load(Ordering::Relaxed));
        let two = vm.eval_script("(function () { return 2; })()", "after");
        assert_eq!(two.ok().and_then(|v| v.as_number()), Some(2.0));
    }

    #[test]
    fn the_run_stops_before_the_deadline_by_the_exit_cost_of_its_memory() {
        let started = Instant::now();
        let deadline = started + Duration::from_millis(500);
        let clock = Clock {
            started,
            deadline,
            exit_ns: AtomicU64::new(0),
            next_read_ns: AtomicU64::new(0),
        };
        let stop = clock.stop_at(Instant::now());
        let kib = resident_kib();
        assert!(kib > 0, "a test process has a resident set");
        // The margin follows the resident set read (which may grow between the reads).
        let margin = deadline - stop;
        assert!(margin >= Duration::from_nanos(kib * EXIT_NS_PER_KIB), "{margin:?} for {kib} KiB");
        assert!(margin < Duration::from_millis(500), "{margin:?}");
    }

    #[test]
    fn a_busy_script_stops_at_the_deadline_without_the_flag_being_set() {
        let mut vm = Vm::new(cairn::vm::VmOptions::default());
        let timeout = Timeout::arm(&mut vm, Instant::now(), 30);
        let error = vm.eval_script("for (;;) {}", "busy").unwrap_err();
        assert_eq!(error.termination, Some(cairn::vm::Termination::Interrupted));
        assert!(!timeout.flag.load(Ordering::Relaxed));
    }
}
