//! `#[derive(Encode, Decode)]`: field order, variant indexes, `skip`, `with`, generics.

use cairn_codec::{Decode, DecodeError, Encode, Reader, Writer, from_slice, to_vec};

/// Writes a u32 as four bytes little-endian (a `with` module).
mod fixed {
    use cairn_codec::{DecodeError, Reader, Writer};

    pub(crate) fn encode(v: &u32, out: &mut Writer) {
        out.extend_from_slice(&v.to_le_bytes());
    }

    pub(crate) fn decode(r: &mut Reader<'_>) -> Result<u32, DecodeError> {
        let b = r.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
}

#[derive(Debug, PartialEq, Encode, Decode)]
struct Named {
    a: u8,
    #[codec(skip)]
    cache: Option<String>,
    #[codec(with = "fixed")]
    b: u32,
    c: Vec<bool>,
}

#[derive(Debug, PartialEq, Encode, Decode)]
struct Pair<T>(T, T);

#[derive(Debug, PartialEq, Encode, Decode)]
enum Kind {
    Unit,
    Tuple(i32, Pair<u16>),
    Named { x: u64 },
}

#[test]
fn fields_are_written_in_order_and_skipped_ones_come_back_default() {
    let v = Named { a: 7, cache: Some("not written".into()), b: 1, c: vec![true, false] };
    let bytes = to_vec(&v).unwrap();
    assert_eq!(bytes, [7, 1, 0, 0, 0, 2, 1, 0]);
    let back: Named = from_slice(&bytes).unwrap();
    assert_eq!(back, Named { cache: None, ..v });
}

#[test]
fn variants_are_their_index_then_their_fields() {
    assert_eq!(to_vec(&Kind::Unit).unwrap(), [0]);
    assert_eq!(to_vec(&Kind::Tuple(-1, Pair(1, 300))).unwrap(), [1, 1, 1, 0xac, 0x02]);
    assert_eq!(to_vec(&Kind::Named { x: 5 }).unwrap(), [2, 5]);
    for k in [Kind::Unit, Kind::Tuple(i32::MIN, Pair(0, u16::MAX)), Kind::Named { x: u64::MAX }] {
        assert_eq!(from_slice::<Kind>(&to_vec(&k).unwrap()).unwrap(), k);
    }
}

#[test]
fn an_unknown_variant_or_cut_bytes_are_errors() {
    let e: DecodeError = from_slice::<Kind>(&[3]).unwrap_err();
    assert_eq!(e.to_string(), "an unknown variant of Kind at byte 1");
    let bytes = to_vec(&Kind::Tuple(5, Pair(6, 7))).unwrap();
    for cut in 0..bytes.len() {
        assert!(from_slice::<Kind>(&bytes[..cut]).is_err(), "cut at {cut}");
    }
}

#[test]
fn a_failed_value_fails_the_writer() {
    struct Unwritable;
    impl Encode for Unwritable {
        fn encode(&self, out: &mut Writer) {
            out.fail("no text form");
        }
    }
    let mut out = Writer::default();
    1u8.encode(&mut out);
    Unwritable.encode(&mut out);
    Unwritable.encode(&mut out);
    assert_eq!(out.finish(), Err("no text form".to_string()));
    let mut r = Reader::new(&[5]);
    assert_eq!(u8::decode(&mut r).unwrap(), 5);
    assert_eq!(r.remaining(), 0);
}
