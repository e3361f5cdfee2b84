//! The host boundary: values survive host -> VM -> host round trips (proptest), values
//! that cannot cross fail with their path, corrupt bytes are errors and never panics,
//! and tool calls answered in any order finish the run.

use cairn_wire::{Value as W, Writer};
use proptest::prelude::*;

use super::{HostError, RunOutcome, WireOutOptions};
use crate::value::Value;
use crate::vm::{Vm, VmOptions};

fn vm() -> Vm {
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    vm
}

/// Numbers as the VM keeps them: an integral float64 reads back as int32.
fn normalize(v: W) -> W {
    match v {
        W::Float64(f) if f == (f as i32) as f64 && !(f == 0.0 && f.is_sign_negative()) => {
            W::Int32(f as i32)
        }
        W::Array(items) => W::Array(items.into_iter().map(|i| i.map(normalize)).collect()),
        W::Object(props) => W::Object(props.into_iter().map(|(k, v)| (k, normalize(v))).collect()),
        W::Map(entries) => {
            W::Map(entries.into_iter().map(|(k, v)| (normalize(k), normalize(v))).collect())
        }
        W::Set(values) => W::Set(values.into_iter().map(normalize).collect()),
        W::Error(mut e) => {
            e.cause = e.cause.map(normalize);
            W::Error(e)
        }
        other => other,
    }
}

fn js_string() -> impl Strategy<Value = cairn_wire::JsString> {
    prop_oneof![
        "[a-z ]{0,12}".prop_map(cairn_wire::JsString::from),
        "\\PC{0,6}".prop_map(cairn_wire::JsString::from),
        prop::collection::vec(any::<u16>(), 0..6).prop_map(cairn_wire::JsString::from_utf16),
    ]
}

fn leaf() -> impl Strategy<Value = W> {
    prop_oneof![
        Just(W::Undefined),
        Just(W::Null),
        any::<bool>().prop_map(W::Bool),
        any::<i32>().prop_map(W::Int32),
        any::<f64>().prop_map(W::Float64),
        Just(W::Float64(-0.0)),
        js_string().prop_map(W::String),
        (any::<bool>(), prop::collection::vec(any::<u8>(), 0..24))
            .prop_map(|(neg, mag)| W::BigInt(cairn_wire::BigInt::new(neg, mag))),
        (-8_640_000_000_000_000i64..=8_640_000_000_000_000).prop_map(|t| W::Date(t as f64)),
        prop::collection::vec(any::<u8>(), 0..16).prop_map(W::Bytes),
    ]
}

fn value() -> impl Strategy<Value = W> {
    leaf().prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(prop::option::weighted(0.8, inner.clone()), 0..6)
                .prop_map(W::Array),
            // Keys that are not array indices keep their order through the VM.
            prop::collection::btree_map("[a-z_]{1,4}", inner.clone(), 0..6).prop_map(|m| {
                W::Object(m.into_iter().map(|(k, v)| (cairn_wire::JsString::from(k), v)).collect())
            }),
            prop::collection::vec(inner.clone(), 0..4).prop_map(|vs| {
                W::Map(
                    vs.into_iter()
                        .enumerate()
                        .map(|(i, v)| (W::String(format!("k{i}").into()), v))
                        .collect(),
                )
            }),
            (0..5usize).prop_map(|n| W::Set((0..n as i32).map(W::Int32).collect())),
            (
                prop::sample::select(vec!["Error", "TypeError", "RangeError", "MyError"]),
                js_string(),
                // A host's stack is kept whole, even empty or starting with a newline
                // (which the VM's own captured frames also do).
                prop::option::of(prop_oneof![
                    js_string(),
                    "\\n[a-z \\n]{0,8}".prop_map(cairn_wire::JsString::from),
                ]),
                prop::option::of(inner)
            )
                .prop_map(|(name, message, stack, cause)| {
                    W::Error(Box::new(cairn_wire::ErrorValue {
                        name: name.into(),
                        message,
                        stack,
                        cause,
                    }))
                }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn values_round_trip_through_the_vm(v in value()) {
        let bytes = v.to_wire().expect("generated values are valid");
        let mut vm = vm();
        let inside = vm.wire_to_value(&bytes).expect("valid wire decodes");
        let out = vm.value_to_wire(inside).expect("decoded values encode");
        let back = W::from_wire(&out).expect("the VM writes valid wire");
        prop_assert_eq!(normalize(back), normalize(v));
    }

    #[test]
    fn corrupt_bytes_are_errors_not_panics(mut bytes in prop::collection::vec(any::<u8>(), 0..48)) {
        if let Some(b) = bytes.first_mut() { *b = 1; }
        let mut vm = vm();
        if let Ok(v) = vm.wire_to_value(&bytes) {
            // Whatever decodes writes back, and the VM's output is a fixed point.
            let out = vm.value_to_wire(v).expect("a decoded value writes back");
            let again = vm.wire_to_value(&out).expect("the VM's output decodes");
            prop_assert_eq!(vm.value_to_wire(again).expect("writes again"), out);
        }
    }
}

#[test]
fn rows_share_a_shape_and_references_survive() {
    let mut w = Writer::new();
    w.begin_array(3);
    w.begin_object(2);
    w.key("id");
    w.i32(1);
    w.key("name");
    w.string_utf8("a");
    let k = w.end_object();
    w.begin_object_like(k);
    w.i32(2);
    w.string_utf8("b");
    w.reference(cairn_wire::ObjectId(1));
    let bytes = w.finish();
    let mut vm = vm();
    let v = vm.wire_to_value(&bytes).expect("valid");
    let a = v.as_object().expect("array");
    let rows: Vec<_> = vm.heap.get(a).elements.to_vec();
    let (r0, r1) = (rows[0].as_object().expect("row"), rows[1].as_object().expect("row"));
    assert_eq!(vm.heap.get(r0).shape, vm.heap.get(r1).shape);
    assert_eq!(rows[2], rows[0]);
    // The same shape as a literal with the same keys.
    let lit = vm.eval_script("({id: 3, name: 'c'})", "t.js").expect("runs");
    assert_eq!(vm.heap.get(lit.as_object().expect("obj")).shape, vm.heap.get(r0).shape);
}

#[test]
fn a_host_stack_is_kept_whole() {
    // Found by the wire_vm fuzz target: a host stack starting with a newline was taken
    // for captured frames and got a "name: message" header on every crossing.
    for stack in ["\n\tat tool", "", "\n", "plain text"] {
        let mut w = Writer::new();
        w.begin_error(
            cairn_wire::Str::Utf8("TypeError"),
            cairn_wire::Str::Utf8("bad"),
            Some(cairn_wire::Str::Utf8(stack)),
            false,
        );
        let bytes = w.finish();
        let mut vm = vm();
        let e = vm.wire_to_value(&bytes).expect("valid");
        let out = vm.value_to_wire(e).expect("writes");
        let again = vm.wire_to_value(&out).expect("decodes");
        assert_eq!(out, vm.value_to_wire(again).expect("writes"));
        let W::Error(back) = W::from_wire(&out).expect("valid") else { panic!("an error") };
        assert_eq!(back.stack, Some(stack.into()), "{stack:?} crosses whole");
        // Script reads the same text.
        vm.define_value(vm.realm.global, "e", e, crate::object::attrs::DEFAULT).expect("define");
        let s = vm.eval_script("e.stack", "t.js").expect("runs");
        assert_eq!(vm.rust_string(s.as_string().expect("a string")), stack);
    }
}

#[test]
fn cycles_round_trip() {
    let mut vm = vm();
    let v = vm.eval_script("var a = {x: 1}; a.self = a; var b = [a, a]; b", "t.js").expect("runs");
    let bytes = vm.value_to_wire(v).expect("cycles are fine");
    let w = W::from_wire(&bytes).expect("valid");
    assert_eq!(
        w,
        W::Array(vec![
            Some(W::Object(vec![("x".into(), W::Int32(1)), ("self".into(), W::Ref(1))])),
            Some(W::Ref(1)),
        ])
    );
    let inside = vm.wire_to_value(&bytes).expect("decodes");
    vm.define_value(vm.realm.global, "c", inside, crate::object::attrs::DEFAULT).expect("define");
    let same = vm.eval_script("c[0] === c[1] && c[0].self === c[0]", "t.js").expect("runs");
    assert_eq!(same, Value::TRUE);
}

#[test]
fn what_cannot_cross_names_its_path() {
    let mut vm = vm();
    let cases = [
        ("({rows: [1, 2, 3, {fn() {}}]})", "$.rows[3].fn cannot be sent to the host: a function"),
        (
            "({get x() { return 1; }})",
            "$.x cannot be sent to the host: an accessor property (getters are not run)",
        ),
        ("[Symbol('s')]", "$[0] cannot be sent to the host: a symbol"),
        (
            "({'odd key': Promise.resolve()})",
            "$[\"odd key\"] cannot be sent to the host: a Promise",
        ),
    ];
    for (src, msg) in cases {
        let v = vm.eval_script(src, "t.js").expect("runs");
        assert_eq!(vm.value_to_wire(v).map_err(|e| e.message), Err(msg.to_string()), "{src}");
    }
    // Proxies (built directly: this branch has no Proxy constructor) are refused.
    let target = Value::object(vm.new_plain_object().expect("alloc"));
    let proxy = vm
        .alloc_object(crate::object::ObjectKind::Proxy { target, handler: target }, None)
        .expect("alloc");
    let holder = vm.array_from_list(&[Value::object(proxy)]).expect("alloc");
    let lenient = WireOutOptions { lenient: true, ..WireOutOptions::default() };
    assert_eq!(
        vm.value_to_wire_with(Value::object(holder), lenient).map_err(|e| e.message),
        Err("$[0] cannot be sent to the host: a Proxy (reading it would run its traps)".into())
    );
    // Lenient mode writes undefined instead (but never reads through a proxy).
    let v = vm.eval_script("({a: 1, f() {}, get g() { throw 1; }})", "t.js").expect("runs");
    let bytes = vm.value_to_wire_with(v, lenient).expect("lenient");
    assert_eq!(
        W::from_wire(&bytes).expect("valid"),
        W::Object(vec![
            ("a".into(), W::Int32(1)),
            ("f".into(), W::Undefined),
            ("g".into(), W::Undefined)
        ])
    );
    // A value refused in lenient mode takes no object id: a shared object after it is
    // referenced by its own id, and the refused value met again is refused again.
    let v = vm
        .eval_script(
            "var f = function () {}; var o = {x: 1}; [f, o, f, o, new Map([[f, o]])]",
            "t.js",
        )
        .expect("runs");
    let bytes = vm.value_to_wire_with(v, lenient).expect("lenient");
    assert_eq!(
        W::from_wire(&bytes).expect("valid"),
        W::Array(vec![
            Some(W::Undefined),
            Some(W::Object(vec![("x".into(), W::Int32(1))])),
            Some(W::Undefined),
            Some(W::Ref(1)),
            Some(W::Map(vec![(W::Undefined, W::Ref(1))])),
        ])
    );
    // Non-enumerable and symbol-keyed properties are skipped; class instances are plain.
    let v = vm
        .eval_script(
            "class P { constructor() { this.x = 1; } }; var p = new P(); \
             Object.defineProperty(p, 'h', {value: 2}); p[Symbol()] = 3; p",
            "t.js",
        )
        .expect("runs");
    let bytes = vm.value_to_wire(v).expect("plain");
    assert_eq!(W::from_wire(&bytes).expect("valid"), W::Object(vec![("x".into(), W::Int32(1))]));
}

#[test]
fn unsupported_tags_and_bad_bytes_are_errors() {
    let mut vm = vm();
    assert!(vm.wire_to_value(&[]).is_err());
    assert!(vm.wire_to_value(&[1, 0x0B, 5, 0]).is_err());
    assert!(vm.wire_to_value(&[2, 0]).is_err());
}

#[test]
fn sparse_and_holey_arrays() {
    let mut vm = vm();
    let v = vm
        .eval_script("var a = [1, , 3]; var s = []; s[100000] = 1; [a, s]", "t.js")
        .expect("runs");
    let bytes = vm.value_to_wire(v).expect("arrays");
    let w = W::from_wire(&bytes).expect("valid");
    assert_eq!(
        w,
        W::Array(vec![
            Some(W::Array(vec![Some(W::Int32(1)), None, Some(W::Int32(3))])),
            Some(W::SparseArray { length: 100001, elements: vec![(100000, W::Int32(1))] }),
        ])
    );
    let back = vm.wire_to_value(&bytes).expect("decodes");
    assert_eq!(vm.value_to_wire(back).expect("again"), bytes);
}

/// A host function's primitive arguments are written straight as a wire array: the same
/// bytes as the general path's array on the heap gives; objects, symbols and BigInts
/// take the general path.
#[test]
fn primitive_arguments_are_the_bytes_of_their_array() {
    let mut vm = vm();
    let list = vm
        .eval_script(
            "['', 'ascii', '\\u00e9', '\\u20ac\\ud800', 0, -1, 2 ** 31, -0, 0.5, NaN, true, false, null, undefined]",
            "t.js",
        )
        .expect("runs");
    let o = list.as_object().expect("an array");
    let values: Vec<Value> =
        (0..14).map(|i| vm.heap.get(o).elements.get(i).copied().expect("an element")).collect();
    let fast = vm.primitives_to_wire(&values).expect("primitives only");
    let array = vm.array_from_list(&values).expect("array");
    let general = vm.value_to_wire(Value::object(array)).expect("wire");
    assert_eq!(fast, general);
    for other in ["({})", "Symbol()", "1n", "[]"] {
        let v = vm.eval_script(other, "t.js").expect("runs");
        assert_eq!(vm.primitives_to_wire(&[Value::int(1), v]), None, "{other}");
    }
}

/// A host function defined with options has its `length` and an enumerable global, and
/// calls back into script functions through `call_function`, throws included.
#[test]
fn host_function_with_options_calls_script_functions() {
    let mut vm = vm();
    let options = super::HostFunctionOptions { length: 2, enumerable: true };
    vm.define_host_function_with("callWith", options, |vm, args| {
        let f = args.first().copied().unwrap_or(Value::UNDEFINED);
        vm.call_function(f, Value::UNDEFINED, args.get(1..).unwrap_or_default())
    })
    .expect("defined");
    let got = vm
        .eval_script(
            "[callWith.length, Object.keys(globalThis).includes('callWith'), \
              callWith((a, b) => a + b, 2, 3), \
              (() => { try { callWith(() => { throw 7; }); } catch (e) { return e; } })()].join()",
            "t.js",
        )
        .expect("runs");
    assert_eq!(vm.display(got), "2,true,5,7");
}

#[test]
fn host_functions_both_forms() {
    let mut vm = vm();
    vm.define_host_function("twice", |vm, args| {
        let n = args.first().and_then(|v| v.as_number()).unwrap_or(0.0);
        if n < 0.0 {
            return Err(vm.new_error_throw("RangeError", "negative"));
        }
        Ok(Value::number(n * 2.0))
    })
    .expect("defined");
    vm.register_host_function("sum", |args| {
        let W::Array(items) = W::from_wire(args).map_err(|e| HostError::message(e.to_string()))?
        else {
            return Err(HostError::message("not an array"));
        };
        let mut total = 0i32;
        for item in items.into_iter().flatten() {
            match item {
                W::Int32(i) => total += i,
                _ => {
                    return Err(HostError::Error {
                        name: "TypeError".into(),
                        message: "ints only".into(),
                    });
                }
            }
        }
        W::Int32(total).to_wire().map_err(|e| HostError::message(e.to_string()))
    })
    .expect("registered");
    let v = vm.eval_script("twice(21) + sum(1, 2, 3)", "t.js").expect("runs");
    assert_eq!(v, Value::int(48));
    let e = vm.eval_script("try { twice(-1) } catch (e) { e.name + ': ' + e.message }", "t.js");
    let s = e.map(|v| vm.display(v));
    assert_eq!(s.as_deref(), Ok("RangeError: negative"));
    let e = vm.eval_script("try { sum('x') } catch (e) { e.name }", "t.js").map(|v| vm.display(v));
    assert_eq!(e.as_deref(), Ok("TypeError"));
    let e = vm
        .eval_script("try { sum(() => 1) } catch (e) { e.message }", "t.js")
        .map(|v| vm.display(v));
    assert_eq!(e.as_deref(), Ok("$[0] cannot be sent to the host: a function"));
}

#[test]
fn tool_calls_answered_out_of_order() {
    let mut vm = vm();
    vm.install_tools(&["read", "list"]).expect("tools");
    let src = "(async () => {
        const [a, b] = await Promise.all([tools.read({path: 'a'}), tools.read({path: 'b'})]);
        const names = await tools.list();
        let failed = 'no';
        try { await tools.read({path: 'missing'}); } catch (e) { failed = e.name + ':' + e.message; }
        return {a, b, names, failed};
    })()";
    let RunOutcome::Idle(calls) = vm.start_script(src, "t.js") else { panic!("expected idle") };
    assert_eq!(calls.len(), 2);
    assert_eq!(calls[0].name, "read");
    assert_eq!(
        W::from_wire(&calls[1].args).expect("args"),
        W::Object(vec![("path".into(), W::String("b".into()))])
    );
    // Second first.
    vm.resolve_tool_call(calls[1].id, &W::String("B".into()).to_wire().expect("w")).expect("ok");
    let RunOutcome::Idle(left) = vm.run_until_idle() else { panic!("still waiting on a") };
    assert_eq!(left.len(), 1);
    vm.collect_now();
    vm.resolve_tool_call(calls[0].id, &W::String("A".into()).to_wire().expect("w")).expect("ok");
    let RunOutcome::Idle(calls) = vm.run_until_idle() else { panic!("expected list") };
    assert_eq!((calls.len(), calls[0].name.as_str()), (1, "list"));
    assert_eq!(W::from_wire(&calls[0].args).expect("args"), W::Undefined);
    let list = W::Array(vec![Some(W::String("x".into()))]).to_wire().expect("w");
    vm.resolve_tool_call(calls[0].id, &list).expect("ok");
    assert!(vm.resolve_tool_call(calls[0].id, &list).is_err(), "answered twice");
    let RunOutcome::Idle(calls) = vm.run_until_idle() else { panic!("expected read") };
    vm.reject_tool_call_with(
        calls[0].id,
        HostError::Error { name: "RangeError".into(), message: "nope".into() },
    )
    .expect("ok");
    let RunOutcome::Done(v) = vm.run_until_idle() else { panic!("expected done") };
    let out = W::from_wire(&vm.value_to_wire(v).expect("out")).expect("valid");
    assert_eq!(
        out,
        W::Object(vec![
            ("a".into(), W::String("A".into())),
            ("b".into(), W::String("B".into())),
            ("names".into(), W::Array(vec![Some(W::String("x".into()))])),
            ("failed".into(), W::String("RangeError:nope".into())),
        ])
    );
}

#[test]
fn runs_that_throw_or_wait_forever() {
    let mut vm = vm();
    vm.install_tools(&["t"]).expect("tools");
    let RunOutcome::Threw(e) =
        vm.start_script("(async () => { throw new TypeError('x'); })()", "t.js")
    else {
        panic!("expected threw")
    };
    assert!(e.message.starts_with("TypeError: x"));
    assert_eq!(vm.constructor_name(e.value).as_deref(), Some("TypeError"));
    let RunOutcome::Threw(e) = vm.start_script("new Promise(() => {})", "t.js") else { panic!() };
    assert!(e.message.contains("nothing will settle"));
    let RunOutcome::Done(v) = vm.start_script("6 * 7", "t.js") else { panic!() };
    assert_eq!(v, Value::int(42));
    let RunOutcome::Threw(e) = vm.start_script("tools.t(1, 2)", "t.js") else { panic!() };
    assert!(e.message.contains("takes one argument"));
    // A new script drops the calls an earlier one left unanswered.
    let RunOutcome::Idle(calls) = vm.start_script("tools.t()", "t.js") else { panic!() };
    assert_eq!(calls.len(), 1);
    let RunOutcome::Done(v) = vm.start_script("1", "t.js") else { panic!() };
    assert_eq!((v, vm.pending_tool_calls().len()), (Value::int(1), 0));
    assert!(vm.resolve_tool_call(calls[0].id, &[1, 0]).is_err());
}

#[test]
fn unhandled_rejections_can_be_ignored_and_names_read() {
    let mut vm = vm();
    assert!(vm.eval_script("Promise.reject(1)", "t.js").is_err());
    vm.set_ignore_unhandled_rejections(true);
    assert!(vm.eval_script("Promise.reject(1)", "t.js").is_ok());
    let e = vm
        .eval_script("function Test262Error() {} throw new Test262Error()", "t.js")
        .expect_err("throws");
    assert_eq!(vm.constructor_name(e.value).as_deref(), Some("Test262Error"));
    let e = vm.eval_script("throw 1", "t.js").expect_err("throws");
    assert_eq!(vm.constructor_name(e.value), None);
}

#[test]
fn nested_script_evaluation_and_collection_from_host_functions() {
    let mut vm = vm();
    vm.define_host_function("evalScript", |vm, args| {
        let src = match args.first().and_then(|v| v.as_string()) {
            Some(s) => vm.rust_string(s),
            None => String::new(),
        };
        vm.eval_script_nested(&src, "nested.js")
    })
    .expect("defined");
    vm.define_host_function("gc", |vm, _| Ok(Value::bool(vm.collect_if_safe()))).expect("defined");
    let v = vm
        .eval_script(
            "evalScript('let z = 5; var w = 1;'); [z, w, typeof evalScript, gc()].join()",
            "t.js",
        )
        .map(|v| vm.display(v));
    assert_eq!(v.as_deref(), Ok("5,1,function,true"));
    let v = vm
        .eval_script("try { evalScript('let z = 6;') } catch (e) { e.name }", "t.js")
        .map(|v| vm.display(v));
    assert_eq!(v.as_deref(), Ok("SyntaxError"));
    let v = vm
        .eval_script("try { evalScript('(') } catch (e) { e.name }", "t.js")
        .map(|v| vm.display(v));
    assert_eq!(v.as_deref(), Ok("SyntaxError"));
}

#[test]
fn a_host_set_iterates_its_values() {
    // A Set from the host was stored with undefined values, and Set iteration yields the
    // values: `[...set]` gave undefineds.
    let mut w = Writer::new();
    w.begin_set(3);
    w.i32(1);
    w.f64(-0.0);
    w.string_utf8("b");
    let bytes = w.finish();
    let mut vm = vm();
    let set = vm.wire_to_value(&bytes).expect("valid");
    let f = vm
        .eval_script(
            "(s => { const seen = []; s.forEach((v, k) => seen.push(v === k)); \
              return [[...s].join(), [...s.entries()].join(';'), Object.is([...s][1], 0), \
                      s.has(0), seen.join()].join('|'); })",
            "t.js",
        )
        .expect("runs");
    let got = vm.call_function(f, Value::UNDEFINED, &[set]).expect("runs");
    assert_eq!(vm.display(got), "1,0,b|1,1;0,0;b,b|true|true|true,true,true");
}

#[test]
fn a_value_repeating_a_string_past_the_wire_limit_is_refused() {
    // 5,000 references to one 1 MB string: 5 GB of wire within a 16 MB heap. Written
    // out whole, the module's memory ran out and its instance trapped.
    let mut vm = vm();
    vm.set_heap_limit(16 << 20);
    assert_eq!(vm.wire_byte_limit(), 32 << 20);
    let v = vm
        .eval_script("const s = 'x'.repeat(1 << 20); new Array(5000).fill(s)", "t.js")
        .expect("runs");
    let e = vm.value_to_wire(v).expect_err("too large");
    assert!(e.message.contains("passes 33554432 bytes"), "{}", e.message);
    let small = vm.eval_script("new Array(20).fill('x'.repeat(1 << 20))", "u.js").expect("runs");
    assert!(vm.value_to_wire(small).expect("fits").len() > 20 << 20);
    // Argument lists of primitives (the module's host calls), written without the
    // general walk, are bounded too: past the limit they take the walk, which refuses.
    let t = vm.eval_script("'y'.repeat(1 << 20)", "v.js").expect("runs");
    assert!(vm.primitives_to_wire(&[t; 20]).is_some());
    assert!(vm.primitives_to_wire(&[t; 40]).is_none());
}
