//! How soon a run stops once its interrupt flag is set: each endless program of
//! tests/hostile that takes `--fuel` (not those that use the CLI's timers and
//! `queueMicrotask`, which the library has not)
//! and each calibration loop of bench/fuel runs in a fresh runtime whose flag a thread
//! sets 100 ms after the runtime is made (as `cairn --timeout 100` does). It prints,
//! per program, the time from the flag to the run's return (the engine's part: the
//! limits issue wants at most 1 ms) and from making the runtime to the return (at most
//! 101 ms). On Linux it also prints the CPU time the run's thread spent between the
//! flag and the return: the work the engine did before it stopped, without the time the
//! thread waited for a core (on a loaded two-core machine that wait alone can be
//! milliseconds). The whole `cairn` process adds its own start and exit around these
//! (`python3 bench/fuel_time.py` measures that from the outside).
//!
//! `cargo run --release --example deadline [MS]` (default 100). Exits with 1 when a
//! program ends otherwise than by the interrupt.
//!
//! It links the allocator the `cairn` program links (mimalloc, the default feature
//! `mimalloc`). With glibc's malloc a stop now and then took 2 ms and more: a large
//! request after a run's many small frees sets off `malloc_consolidate`, which walks
//! every freed small block at once.

#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let ms: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    let mut cases = Vec::new();
    for dir in ["tests/hostile", "bench/fuel"] {
        let mut paths: Vec<_> = std::fs::read_dir(root.join(dir))
            .unwrap_or_else(|e| panic!("{dir}: {e}"))
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "js"))
            .collect();
        paths.sort();
        for path in paths {
            let name =
                path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
            let endless = dir == "bench/fuel"
                || (name.starts_with("endless-")
                    && source.lines().any(|l| l.starts_with("// args:") && l.contains("--fuel"))
                    && !name.contains("set-interval")
                    && !name.contains("set-timeout")
                    && !source.contains("queueMicrotask"));
            if endless {
                cases.push((format!("{dir}/{name}"), source));
            }
        }
    }
    let (mut worst_stop, mut worst_total) = (Duration::ZERO, Duration::ZERO);
    let mut worst_cpu: Option<Duration> = None;
    let clock = thread_cpu::Clock::of_this_thread();
    let mut not_stopped = 0;
    for (name, source) in &cases {
        let flag = Arc::new(AtomicBool::new(false));
        let made = Instant::now();
        let mut rt = cairn::Runtime::builder().interrupt(Arc::clone(&flag)).build();
        let setter = Arc::clone(&flag);
        let deadline = made + Duration::from_millis(ms);
        let timer = std::thread::spawn(move || {
            std::thread::sleep(deadline.saturating_duration_since(Instant::now()));
            setter.store(true, Ordering::Relaxed);
            (Instant::now(), clock.and_then(|c| c.read()))
        });
        let status = rt.start(source, name);
        let returned = Instant::now();
        let returned_cpu = clock.and_then(|c| c.read());
        let (set, set_cpu) = timer.join().expect("the timer thread");
        let cpu = set_cpu.zip(returned_cpu).map(|(a, b)| b.saturating_sub(a));
        if let Some(cpu) = cpu {
            worst_cpu = Some(worst_cpu.unwrap_or_default().max(cpu));
        }
        let interrupted = matches!(&status, cairn::Status::Threw(e)
            if e.termination == Some(cairn::vm::Termination::Interrupted));
        not_stopped += usize::from(!interrupted);
        let cause = match &status {
            cairn::Status::Threw(e) if e.termination.is_some() => format!("{:?}", e.termination),
            cairn::Status::Threw(e) => format!("threw: {}", e.message),
            other => format!("not stopped: {other:?}"),
        };
        let stop = returned.saturating_duration_since(set);
        let total = returned - made;
        worst_stop = worst_stop.max(stop);
        worst_total = worst_total.max(total);
        let cpu =
            cpu.map_or_else(String::new, |c| format!("  cpu {:7.3} ms", c.as_secs_f64() * 1e3));
        println!(
            "{name:52} stop {:7.3} ms{cpu}  total {:8.3} ms  {cause}",
            stop.as_secs_f64() * 1e3,
            total.as_secs_f64() * 1e3
        );
    }
    let cpu = worst_cpu.map_or_else(String::new, |c| {
        format!(" ({:.3} ms of the thread's CPU time)", c.as_secs_f64() * 1e3)
    });
    println!(
        "worst: stop {:.3} ms after the flag{cpu}, {:.3} ms in all ({} programs)",
        worst_stop.as_secs_f64() * 1e3,
        worst_total.as_secs_f64() * 1e3,
        cases.len()
    );
    // Times vary with the machine; that every program ends by the flag does not.
    if not_stopped > 0 {
        eprintln!("{not_stopped} programs did not end with the interrupt");
        std::process::exit(1);
    }
}

/// A thread's CPU-time clock that other threads can read (Linux: `pthread_getcpuclockid`).
mod thread_cpu {
    use std::time::Duration;

    /// The CPU-time clock of one thread.
    #[derive(Clone, Copy)]
    pub(crate) struct Clock(#[cfg(target_os = "linux")] libc::clockid_t);

    impl Clock {
        /// The clock of the calling thread, where the system has one.
        #[cfg(target_os = "linux")]
        pub(crate) fn of_this_thread() -> Option<Clock> {
            let mut id: libc::clockid_t = 0;
            // SAFETY: `pthread_self` names the calling thread, which outlives every read
            // (the main thread); `id` is a valid place for the answer.
            let rc = unsafe { libc::pthread_getcpuclockid(libc::pthread_self(), &mut id) };
            (rc == 0).then_some(Clock(id))
        }

        /// The clock of the calling thread, where the system has one.
        #[cfg(not(target_os = "linux"))]
        pub(crate) fn of_this_thread() -> Option<Clock> {
            None
        }

        /// The CPU time the thread has spent so far.
        #[cfg(target_os = "linux")]
        pub(crate) fn read(self) -> Option<Duration> {
            let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
            // SAFETY: `ts` is a valid place for the answer; the clock names a live thread.
            let rc = unsafe { libc::clock_gettime(self.0, &mut ts) };
            (rc == 0).then(|| Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32))
        }

        /// The CPU time the thread has spent so far.
        #[cfg(not(target_os = "linux"))]
        pub(crate) fn read(self) -> Option<Duration> {
            None
        }
    }
}
