//! Invariant: any `Value` tree (with -0, NaN, lone surrogates, holes, sparse arrays,
//! shared key sets and references, cycles included) survives `to_wire` -> `from_wire`
//! unchanged, and the streaming reader accepts exactly what `to_wire` writes.

use cairn_wire::{BigInt, ErrorValue, JsString, Value, validate};
use proptest::prelude::*;

fn js_string() -> impl Strategy<Value = JsString> {
    prop_oneof![
        "[a-z]{0,6}".prop_map(JsString::from),
        "\\PC{0,4}".prop_map(JsString::from),
        prop::collection::vec(
            prop_oneof![Just(0xd800u16), Just(0xdc00), Just(0x61), Just(0xe9), any::<u16>()],
            0..5
        )
        .prop_map(JsString::from_utf16),
    ]
}

/// Keys drawn from a small pool so that objects often share a key list.
fn key() -> impl Strategy<Value = JsString> {
    prop_oneof![
        Just(JsString::from("id")),
        Just(JsString::from("name")),
        Just(JsString::from("é")),
        Just(JsString::Utf16(vec![0xd800])),
        Just(JsString::from("0")),
        js_string(),
    ]
}

fn number() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(-0.0),
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(f64::from_bits(0x7ff0_0000_0000_0001)),
        any::<f64>()
    ]
}

fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Undefined),
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i32>().prop_map(Value::Int32),
        number().prop_map(Value::Float64),
        (any::<bool>(), prop::collection::vec(any::<u8>(), 0..20))
            .prop_map(|(n, m)| Value::BigInt(BigInt::new(n, m))),
        js_string().prop_map(Value::String),
        number().prop_map(Value::Date),
        prop::collection::vec(any::<u8>(), 0..10).prop_map(Value::Bytes),
        any::<u32>().prop_map(Value::Ref),
    ]
}

fn dedup_keys(props: Vec<(JsString, Value)>) -> Vec<(JsString, Value)> {
    let mut out: Vec<(JsString, Value)> = Vec::new();
    for (k, v) in props {
        if !out.iter().any(|(seen, _)| *seen == k) {
            out.push((k, v));
        }
    }
    out
}

fn tree() -> impl Strategy<Value = Value> {
    leaf().prop_recursive(5, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(prop::option::weighted(0.8, inner.clone()), 0..6)
                .prop_map(Value::Array),
            (0u32..1000, prop::collection::btree_map(0u32..1000, inner.clone(), 0..4)).prop_map(
                |(extra, m)| {
                    let length = m.keys().next_back().map_or(0, |k| k + 1) + extra;
                    Value::SparseArray { length, elements: m.into_iter().collect() }
                }
            ),
            prop::collection::vec((key(), inner.clone()), 0..5)
                .prop_map(|p| Value::Object(dedup_keys(p))),
            // Two rows with the same keys: the second must be written as "like" the first.
            (
                prop::collection::vec((key(), inner.clone()), 1..4),
                prop::collection::vec(inner.clone(), 4)
            )
                .prop_map(|(p, vals)| {
                    let first = dedup_keys(p);
                    let second = first.iter().zip(vals).map(|((k, _), v)| (k.clone(), v)).collect();
                    Value::Array(vec![Some(Value::Object(first)), Some(Value::Object(second))])
                }),
            prop::collection::vec((inner.clone(), inner.clone()), 0..4).prop_map(Value::Map),
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Set),
            (js_string(), js_string(), prop::option::of(js_string()), prop::option::of(inner))
                .prop_map(|(name, message, stack, cause)| {
                    Value::Error(Box::new(ErrorValue { name, message, stack, cause }))
                }),
        ]
    })
}

fn is_object(v: &Value) -> bool {
    matches!(
        v,
        Value::Array(_)
            | Value::SparseArray { .. }
            | Value::Object(_)
            | Value::Map(_)
            | Value::Set(_)
            | Value::Date(_)
            | Value::Bytes(_)
            | Value::Error(_)
    )
}

/// Makes every `Ref` name an object already begun (pre-order), or turns it into null.
fn fix_refs(v: &mut Value, seen: &mut u32) {
    if let Value::Ref(r) = v {
        *v = if *seen == 0 { Value::Null } else { Value::Ref(*r % *seen) };
        return;
    }
    if is_object(v) {
        *seen += 1;
    }
    match v {
        Value::Array(items) => items.iter_mut().flatten().for_each(|x| fix_refs(x, seen)),
        Value::SparseArray { elements, .. } => {
            elements.iter_mut().for_each(|(_, x)| fix_refs(x, seen))
        }
        Value::Object(props) => props.iter_mut().for_each(|(_, x)| fix_refs(x, seen)),
        Value::Map(entries) => entries.iter_mut().for_each(|(k, x)| {
            fix_refs(k, seen);
            fix_refs(x, seen);
        }),
        Value::Set(items) => items.iter_mut().for_each(|x| fix_refs(x, seen)),
        Value::Error(e) => {
            if let Some(c) = &mut e.cause {
                fix_refs(c, seen)
            }
        }
        _ => {}
    }
}

fn valid_tree() -> impl Strategy<Value = Value> {
    tree().prop_map(|mut v| {
        fix_refs(&mut v, &mut 0);
        v
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn value_round_trips(v in valid_tree()) {
        let bytes = v.to_wire().unwrap();
        prop_assert!(validate(&bytes).is_ok());
        prop_assert_eq!(Value::from_wire(&bytes).unwrap(), v);
    }

    #[test]
    fn every_truncation_is_an_error(v in valid_tree()) {
        let bytes = v.to_wire().unwrap();
        for cut in 0..bytes.len() {
            prop_assert!(Value::from_wire(&bytes[..cut]).is_err(), "prefix of {} bytes accepted", cut);
            prop_assert!(validate(&bytes[..cut]).is_err());
        }
    }

    #[test]
    fn corrupted_bytes_never_panic(v in valid_tree(), at in any::<prop::sample::Index>(), byte in any::<u8>()) {
        let mut bytes = v.to_wire().unwrap();
        let i = at.index(bytes.len());
        bytes[i] = byte;
        if let Ok(decoded) = Value::from_wire(&bytes) {
            // Whatever decodes re-encodes to something that decodes to the same value.
            let again = decoded.to_wire().unwrap();
            prop_assert_eq!(Value::from_wire(&again).unwrap(), decoded);
        }
    }
}

#[test]
fn shared_key_sets_make_rows_small() {
    let row = |i: i32| {
        Value::Object(vec![
            ("id".into(), Value::Int32(i)),
            ("name".into(), Value::from("row")),
            ("ok".into(), Value::Bool(true)),
        ])
    };
    let rows = Value::Array((0..100).map(|i| Some(row(i))).collect());
    let bytes = rows.to_wire().unwrap();
    // 1 version + 2 array header + first row (1+1 + 3+2 + 5+4 + 3+1 = 21) + 99 rows of 10-11 bytes.
    assert!(bytes.len() < 24 + 99 * 11, "{} bytes", bytes.len());
    assert_eq!(Value::from_wire(&bytes).unwrap(), rows);
}
