//! Fuzz target for cairn-wire: any bytes decode (or fail with an error) through the
//! streaming reader, `Value::from_wire` and serde into `serde_json::Value`, without
//! panicking; whatever decodes to a `Value` re-encodes to bytes that decode to the same
//! `Value`; and the reader never reads past the input or yields events out of place.

#![no_main]

use cairn_wire::{Event, Reader, ReaderConfig, Value};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The streaming reader, with a small depth limit so that deep inputs hit it.
    if let Ok(mut reader) = Reader::with_config(data, ReaderConfig { max_depth: 64 }) {
        let mut open = 0usize;
        let mut stopped = false;
        // Every event consumes input or closes a container, so this bounds the loop; it
        // turns a hang into a crash the fuzzer reports.
        for _ in 0..=2 * data.len() + 2 {
            match reader.next() {
                Ok(event) => {
                    assert!(reader.position() <= data.len());
                    if event.opens_container() {
                        open += 1;
                    }
                    if let Event::End(_) = event {
                        open -= 1;
                    }
                    assert_eq!(open, reader.depth());
                    if reader.is_finished() {
                        assert_eq!(reader.position(), data.len());
                        stopped = true;
                        break;
                    }
                }
                Err(e) => {
                    assert!(e.offset() <= data.len());
                    assert!(reader.next().is_err(), "a reader stays stopped after an error");
                    stopped = true;
                    break;
                }
            }
        }
        assert!(stopped, "the reader neither finished nor failed");
    }

    if let Ok(value) = Value::from_wire(data) {
        let again = value.to_wire().expect("a decoded value re-encodes");
        assert_eq!(Value::from_wire(&again).expect("a re-encoded value decodes"), value);
        assert!(cairn_wire::validate(data).is_ok());
    } else {
        assert!(cairn_wire::validate(data).is_err());
    }

    let _ = cairn_wire::from_slice::<serde_json::Value>(data);
});
