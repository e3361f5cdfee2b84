//! Invariant: decoding never allocates more than a small multiple of its input, whatever
//! the input claims (one test in this file, so the global counter sees only it).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use cairn_wire::{VERSION, Value, validate};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(live, Ordering::SeqCst);
        // SAFETY: forwarding the caller's layout to the system allocator.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::SeqCst);
        // SAFETY: `ptr` came from `System.alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn peak_while(f: impl FnOnce()) -> usize {
    let base = LIVE.load(Ordering::SeqCst);
    PEAK.store(base, Ordering::SeqCst);
    f();
    PEAK.load(Ordering::SeqCst) - base
}

#[test]
fn hostile_claims_do_not_allocate() {
    // Nested containers that each claim nearly all the remaining input: the claims share
    // one budget, so the total stays proportional to the input.
    let mut nested = vec![VERSION];
    for _ in 0..200 {
        nested.extend_from_slice(&[0x0B, 0xff, 0x07]); // an array of 1023 elements
    }
    nested.resize(nested.len() + 1200, 0x01);
    let mut huge = vec![VERSION, 0x0B, 0xff, 0xff, 0xff, 0xff, 0x0f];
    huge.resize(1000, 0x01);
    for input in [&nested, &huge] {
        let peak = peak_while(|| {
            assert!(Value::from_wire(input).is_err());
            assert!(validate(input).is_err());
            #[cfg(feature = "serde")]
            assert!(cairn_wire::from_slice::<serde_json::Value>(input).is_err());
        });
        // `Value` nodes are 40 bytes; elements claimed are at most one per input byte.
        assert!(
            peak <= 64 * input.len() + 4096,
            "peak {peak} bytes for {} input bytes",
            input.len()
        );
    }
}
