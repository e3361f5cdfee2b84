//! Invariant: serde values survive `to_vec` -> `from_slice`: serde_json documents (with
//! numbers mapped as documented), derived structs and enums, borrowed strings; and
//! what `to_vec` writes is the same wire a `Value` reads.

#![cfg(feature = "serde")]

use std::collections::BTreeMap;

use cairn_wire::{Value, Writer, from_slice, to_vec};
use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::{Value as Json, json};

fn json_round_trip(doc: &Json) -> Json {
    from_slice(&to_vec(doc).unwrap()).unwrap()
}

#[test]
fn json_documents_round_trip() {
    let doc = json!({
        "rows": [
            {"id": 1, "name": "a", "score": 1.5, "tags": ["x", "y"], "gone": null},
            {"id": 2, "name": "bé", "score": -0.25, "tags": [], "gone": null},
            {"name": "other order", "id": 3},
        ],
        "big": 18446744073709551615u64,
        "neg": -9223372036854775808i64,
        "mid": 5000000000i64,
        "nested": {"a": {"b": {"c": [1, [2, [3]]]}}},
        "unicode": "\u{1F600} \u{e9}",
        "empty": {},
    });
    assert_eq!(json_round_trip(&doc), doc);
}

#[test]
fn integral_floats_read_back_as_integers() {
    // JavaScript has one number type: 1.0 is 1, as JSON.stringify prints it.
    assert_eq!(json_round_trip(&json!(1.0)), json!(1));
    assert_eq!(json_round_trip(&json!(-0.0)), json!(-0.0));
    assert_eq!(json_round_trip(&json!(9007199254740993.0)), json!(9007199254740992i64));
    assert_eq!(json_round_trip(&json!(1e300)), json!(1e300));
}

#[test]
fn numbers_take_the_documented_kinds() {
    assert_eq!(Value::from_wire(&to_vec(&7u64).unwrap()).unwrap(), Value::Int32(7));
    assert_eq!(Value::from_wire(&to_vec(&3_000_000_000u32).unwrap()).unwrap(), Value::Float64(3e9));
    assert_eq!(
        Value::from_wire(&to_vec(&(1i64 << 53)).unwrap()).unwrap(),
        Value::Float64(9007199254740992.0)
    );
    let big = Value::from_wire(&to_vec(&((1i64 << 53) + 1)).unwrap()).unwrap();
    assert_eq!(big, Value::BigInt(cairn_wire::BigInt::from((1i64 << 53) + 1)));
    assert_eq!(from_slice::<i64>(&to_vec(&((1i64 << 53) + 1)).unwrap()).unwrap(), (1 << 53) + 1);
    assert_eq!(from_slice::<u128>(&to_vec(&u128::MAX).unwrap()).unwrap(), u128::MAX);
    assert_eq!(from_slice::<i128>(&to_vec(&i128::MIN).unwrap()).unwrap(), i128::MIN);
    assert_eq!(from_slice::<u64>(&to_vec(&5e9f64).unwrap()).unwrap(), 5_000_000_000);
    assert!(from_slice::<u8>(&to_vec(&300).unwrap()).is_err());
}

#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Row<'a> {
    id: u32,
    #[serde(borrow)]
    name: &'a str,
    score: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<String>,
    kind: Kind,
    #[serde(with = "serde_bytes_like")]
    blob: Vec<u8>,
}

mod serde_bytes_like {
    use serde::{Deserialize, Deserializer, Serializer};
    pub(crate) fn serialize<S: Serializer>(v: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(v)
    }
    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        <&[u8]>::deserialize(d).map(<[u8]>::to_vec)
    }
}

#[derive(Serialize, Deserialize, Debug, PartialEq)]
enum Kind {
    Plain,
    Tagged(i32),
    Pair(i32, String),
    Named { x: f64, y: Option<bool> },
}

#[test]
fn structs_with_skipped_fields_share_and_unshare_key_sets() {
    let rows = vec![
        Row { id: 1, name: "a", score: 0.5, note: None, kind: Kind::Plain, blob: vec![1, 2] },
        Row { id: 2, name: "b", score: 1.5, note: None, kind: Kind::Tagged(3), blob: vec![] },
        Row {
            id: 3,
            name: "c",
            score: 2.5,
            note: Some("n".into()),
            kind: Kind::Pair(1, "p".into()),
            blob: vec![9],
        },
        Row {
            id: 4,
            name: "d",
            score: 3.5,
            note: None,
            kind: Kind::Named { x: 1.0, y: None },
            blob: vec![],
        },
        Row {
            id: 5,
            name: "e",
            score: 4.5,
            note: None,
            kind: Kind::Named { x: 2.0, y: Some(true) },
            blob: vec![],
        },
    ];
    let bytes = to_vec(&rows).unwrap();
    let back: Vec<Row<'_>> = from_slice(&bytes).unwrap();
    assert_eq!(back, rows);
    // The same data through `Value` (the generic reader) agrees.
    assert!(Value::from_wire(&bytes).is_ok());
}

#[test]
fn speculation_that_fails_midway_rewrites_the_object() {
    // Same key count, different second key, with a nested object in the first value.
    let a: BTreeMap<&str, Json> = [("a", json!({"x": 1})), ("b", json!(2))].into();
    let b: BTreeMap<&str, Json> = [("a", json!({"x": 3})), ("c", json!(4))].into();
    let c: BTreeMap<&str, Json> = [("a", json!({"y": 5})), ("b", json!(6))].into();
    let doc = (a, b, c, json!([{"x": 7}, {"z": 8}]));
    let bytes = to_vec(&doc).unwrap();
    let back: Json = from_slice(&bytes).unwrap();
    assert_eq!(back, serde_json::to_value(&doc).unwrap());
}

#[test]
fn strings_borrow_when_the_bytes_allow() {
    let bytes = to_vec(&("ascii", "é")).unwrap();
    let (a, b): (&str, &str) = from_slice(&bytes).unwrap();
    assert_eq!((a, b), ("ascii", "é"));
    // A Latin-1 string that is not ASCII cannot be borrowed as &str, but reads as String.
    let mut w = Writer::new();
    w.string_latin1(&[0xe9]);
    let latin1 = w.finish();
    assert!(from_slice::<&str>(&latin1).is_err());
    assert_eq!(from_slice::<String>(&latin1).unwrap(), "é");
    let mut w = Writer::new();
    w.string_utf16(&[0x61, 0xd800]);
    assert_eq!(from_slice::<String>(&w.finish()).unwrap(), "a\u{FFFD}");
}

#[test]
fn wire_only_kinds_have_a_serde_reading() {
    let mut w = Writer::new();
    w.begin_array(5);
    w.hole();
    w.date(0.5);
    w.begin_sparse_array(3, 1);
    w.sparse_index(1);
    w.i32(9);
    w.begin_map(1);
    w.string_utf8("k");
    w.string_utf8("v");
    w.begin_error("TypeError".into(), "bad".into(), None, true);
    w.null();
    let back: Json = from_slice(&w.finish()).unwrap();
    assert_eq!(
        back,
        json!([null, 0.5, [null, 9, null], {"k": "v"}, {"name": "TypeError", "message": "bad", "cause": null}])
    );
    // A Map with a non-string key is a map to serde, but not one serde_json can hold.
    let mut w = Writer::new();
    w.begin_map(1);
    w.i32(1);
    w.null();
    let bytes = w.finish();
    assert!(from_slice::<Json>(&bytes).is_err());
    assert_eq!(from_slice::<BTreeMap<i32, ()>>(&bytes).unwrap(), [(1, ())].into());
    let mut w = Writer::new();
    w.bytes(&[1, 2, 3]);
    assert_eq!(from_slice::<&[u8]>(&w.finish()).unwrap(), &[1, 2, 3]);
}

#[test]
fn references_and_huge_sparse_arrays_are_errors_not_expansions() {
    let mut w = Writer::new();
    let id = w.begin_array(2);
    w.begin_array(0);
    w.reference(id);
    let e = from_slice::<Json>(&w.finish()).unwrap_err();
    assert_eq!(e.message(), "shared references cannot be deserialized through serde");
    let mut w = Writer::new();
    w.begin_sparse_array(u32::MAX, 0);
    assert!(from_slice::<Json>(&w.finish()).is_err());
}

#[test]
fn wrong_lengths_and_keys_are_errors() {
    assert!(from_slice::<(i32, i32)>(&to_vec(&(1, 2, 3)).unwrap()).is_err());
    let float_keys: BTreeMap<String, i32> = BTreeMap::new();
    assert!(to_vec(&float_keys).is_ok());
    let mut m = std::collections::HashMap::new();
    m.insert(vec![1u8], 1);
    assert_eq!(
        to_vec(&m).unwrap_err().message(),
        "object keys must be strings, integers, booleans or chars"
    );
    let ints: BTreeMap<u32, bool> = [(1, true), (20, false)].into();
    assert_eq!(from_slice::<BTreeMap<u32, bool>>(&to_vec(&ints).unwrap()).unwrap(), ints);
}

fn json_leaf() -> impl Strategy<Value = Json> {
    prop_oneof![
        Just(Json::Null),
        any::<bool>().prop_map(Json::Bool),
        any::<i64>().prop_map(Json::from),
        any::<u64>().prop_map(Json::from),
        // Non-integral floats keep their kind; integral ones read back as integers.
        (any::<f64>().prop_filter("finite, non-integral", |f| f.is_finite() && f.fract() != 0.0))
            .prop_map(Json::from),
        "\\PC{0,8}".prop_map(Json::String),
    ]
}

fn json_doc() -> impl Strategy<Value = Json> {
    json_leaf().prop_recursive(4, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Json::Array),
            prop::collection::btree_map("[a-c]{1,2}", inner, 0..5)
                .prop_map(|m| Json::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn json_values_round_trip(doc in json_doc()) {
        let bytes = to_vec(&doc).unwrap();
        prop_assert_eq!(from_slice::<Json>(&bytes).unwrap(), doc.clone());
        // The generic reader agrees with the serde reader on what the bytes are.
        prop_assert!(Value::from_wire(&bytes).is_ok());
    }

    #[test]
    fn json_truncations_are_errors(doc in json_doc()) {
        let bytes = to_vec(&doc).unwrap();
        for cut in 0..bytes.len() {
            prop_assert!(from_slice::<Json>(&bytes[..cut]).is_err());
        }
    }
}
