//! The wall-clock cap of executing scenarios: one watchdog thread for the process that
//! sets a scenario's interrupt flag once its deadline passes.
//!
//! Why a flag and not a killed thread: a worker cannot be stopped from outside without
//! leaking or corrupting the VM it runs, whereas the VM polls its interrupt flag at every
//! backward jump and call and ends the run with an uncatchable termination. Each armed
//! scenario gets a fresh flag, so a late wake-up of the watchdog can never interrupt the
//! scenario that follows on the same worker.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, Weak};
use std::time::{Duration, Instant};

/// How often the watchdog looks at the deadlines: the cap is enforced to within this.
const TICK: Duration = Duration::from_millis(25);

/// One worker thread's deadline, if a scenario is running there.
#[derive(Default)]
struct Slot {
    armed: Mutex<Option<(Instant, Arc<AtomicBool>)>>,
}

/// Every worker's slot, weakly: a slot dies with its thread.
struct Watchdog {
    slots: Mutex<Vec<Weak<Slot>>>,
}

/// Locks `m`, ignoring poisoning: the guarded data (deadlines, a list of slots) stays
/// valid whatever a panicking holder was doing.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

static WATCHDOG: OnceLock<Watchdog> = OnceLock::new();

/// The watchdog, started on first use; it lives as long as the process.
fn watchdog() -> &'static Watchdog {
    WATCHDOG.get_or_init(|| {
        let spawned = std::thread::Builder::new().name("test262-watchdog".into()).spawn(|| {
            loop {
                std::thread::sleep(TICK);
                let Some(dog) = WATCHDOG.get() else { continue };
                let now = Instant::now();
                let mut slots = lock(&dog.slots);
                slots.retain(|slot| {
                    let Some(slot) = slot.upgrade() else { return false };
                    if let Some((deadline, flag)) = &*lock(&slot.armed)
                        && now >= *deadline
                    {
                        flag.store(true, Ordering::Relaxed);
                    }
                    true
                });
            }
        });
        if let Err(e) = spawned {
            // Without the thread only the fuel budget bounds a scenario; say so once.
            eprintln!("cairn-test262: cannot start the watchdog thread ({e}); fuel only");
        }
        Watchdog { slots: Mutex::new(Vec::new()) }
    })
}

thread_local! {
    /// This worker's slot, registered with the watchdog on first use.
    static SLOT: Arc<Slot> = {
        let slot = Arc::new(Slot::default());
        lock(&watchdog().slots).push(Arc::downgrade(&slot));
        slot
    };
}

/// A running scenario's deadline; dropping it disarms the watchdog for this worker.
pub struct Armed {
    slot: Arc<Slot>,
    flag: Arc<AtomicBool>,
}

impl Armed {
    /// The interrupt flag the watchdog sets when the deadline passes (hand it to the VM).
    pub fn flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.flag)
    }

    /// Whether the deadline has passed (the watchdog has fired).
    pub fn fired(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }
}

impl Drop for Armed {
    fn drop(&mut self) {
        *lock(&self.slot.armed) = None;
    }
}

/// Arms the watchdog for the scenario about to run on this thread, `limit` from now.
pub fn arm(limit: Duration) -> Armed {
    let slot = SLOT.with(Arc::clone);
    let flag = Arc::new(AtomicBool::new(false));
    *lock(&slot.armed) = Some((Instant::now() + limit, Arc::clone(&flag)));
    Armed { slot, flag }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fires_after_the_deadline_only() {
        let armed = arm(Duration::from_millis(30));
        assert!(!armed.fired());
        let start = Instant::now();
        while !armed.fired() && start.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(armed.fired(), "the watchdog did not fire within 5 s");
        drop(armed);
        // A new arming gets a fresh flag: the earlier firing does not carry over.
        let next = arm(Duration::from_secs(60));
        std::thread::sleep(TICK * 3);
        assert!(!next.fired());
    }
}
