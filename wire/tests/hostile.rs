//! Invariant: hostile bytes are errors, never panics, huge allocations or deep recursion:
//! claimed lengths are checked against the remaining input, nesting has a limit, and
//! arbitrary bytes decode (or fail) through every entry point without panicking.

use cairn_wire::{DEFAULT_MAX_DEPTH, Reader, ReaderConfig, VERSION, Value, validate};
use proptest::prelude::*;

const HUGE: [u8; 5] = [0xff, 0xff, 0xff, 0xff, 0x0f];

fn with_huge(tag: u8) -> Vec<u8> {
    let mut b = vec![VERSION, tag];
    b.extend_from_slice(&HUGE);
    b.extend_from_slice(&[0, 0, 0]);
    b
}

#[test]
fn four_billion_elements_in_ten_bytes_is_an_error() {
    // Every tag followed by a u32::MAX length or index: strings, BigInts, arrays,
    // objects, key sets, Maps, Sets, Uint8Arrays, references (sparse arrays below).
    for tag in [0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x0E, 0x0F, 0x10, 0x12, 0x14] {
        let bytes = with_huge(tag);
        let e = Value::from_wire(&bytes).unwrap_err();
        assert_eq!(e.offset(), if tag == 0x0E { 2 } else { 1 }, "tag {tag:#x}: {e}");
        assert!(validate(&bytes).is_err());
        #[cfg(feature = "serde")]
        assert!(cairn_wire::from_slice::<serde_json::Value>(&bytes).is_err());
    }
}

#[test]
fn a_sparse_array_may_claim_a_huge_length_but_not_a_huge_count() {
    let mut ok = vec![VERSION, 0x0C];
    ok.extend_from_slice(&HUGE);
    ok.push(0);
    assert_eq!(
        Value::from_wire(&ok).unwrap(),
        Value::SparseArray { length: u32::MAX, elements: vec![] }
    );
    let mut bad = vec![VERSION, 0x0C];
    bad.extend_from_slice(&HUGE);
    bad.extend_from_slice(&HUGE);
    assert_eq!(
        Value::from_wire(&bad).unwrap_err().message(),
        "element count exceeds the remaining input"
    );
}

#[test]
fn nesting_beyond_the_limit_is_an_error_for_every_container() {
    let depth = DEFAULT_MAX_DEPTH as usize + 1;
    let nests: [&[u8]; 5] = [
        &[0x0B, 1],
        &[0x10, 1],
        &[0x0F, 1, 0x01],
        &[0x0D, 1, 0x08, 0],
        &[0x13, 2, 0x08, 0, 0x08, 0],
    ];
    for open in nests {
        let mut bytes = vec![VERSION];
        for _ in 0..depth {
            bytes.extend_from_slice(open);
        }
        bytes.push(0x01);
        let e = Value::from_wire(&bytes).unwrap_err();
        assert_eq!(e.message(), "nesting deeper than the depth limit", "{open:?}");
        #[cfg(feature = "serde")]
        assert!(cairn_wire::from_slice::<serde_json::Value>(&bytes).is_err());
        // One level less reads (the limit counts the root).
        let mut r = Reader::with_config(&bytes, ReaderConfig { max_depth: depth as u32 }).unwrap();
        while !r.is_finished() {
            r.next().unwrap();
        }
    }
}

#[test]
fn a_million_nested_arrays_fail_fast_without_recursing() {
    let mut bytes = vec![VERSION];
    for _ in 0..1_000_000 {
        bytes.extend_from_slice(&[0x0B, 1]);
    }
    bytes.push(0x01);
    let e = validate(&bytes).unwrap_err();
    assert_eq!(e.offset(), 1 + 2 * DEFAULT_MAX_DEPTH as usize);
    let mut r = Reader::with_config(&bytes, ReaderConfig { max_depth: u32::MAX }).unwrap();
    while !r.is_finished() {
        r.next().unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20000))]

    #[test]
    fn arbitrary_bytes_never_panic(mut bytes in prop::collection::vec(any::<u8>(), 0..64)) {
        if let Some(first) = bytes.first_mut() {
            *first = VERSION;
        }
        let _ = validate(&bytes);
        if let Ok(v) = Value::from_wire(&bytes) {
            prop_assert_eq!(Value::from_wire(&v.to_wire().unwrap()).unwrap(), v);
        }
        #[cfg(feature = "serde")]
        { let _ = cairn_wire::from_slice::<serde_json::Value>(&bytes); }
    }
}
