//! The ABI natively: the same code the module runs.

use super::*;

fn new_vm() -> usize {
    cairn_vm_new(-1.0, 0.0, 0, -1.0, 0, 0.0)
}

fn result(h: usize) -> Vec<u8> {
    // SAFETY: the result buffer of a live VM.
    unsafe { bytes(cairn_vm_result_ptr(h), cairn_vm_result_len(h)) }.to_vec()
}

fn last_error() -> String {
    // SAFETY: the error buffer.
    String::from_utf8_lossy(unsafe { bytes(cairn_error_ptr(), cairn_error_len()) }).into_owned()
}

fn start(h: usize, source: &str, name: &str) -> i32 {
    // SAFETY: live slices.
    unsafe { cairn_vm_start(h, source.as_ptr(), source.len(), name.as_ptr(), name.len()) }
}

#[test]
fn image_loads_natively() {
    assert_eq!(cairn_image_loaded(), 1);
}

#[test]
fn done_threw_and_typescript() {
    let h = new_vm();
    assert_eq!(start(h, "6 * 7", "a.js"), DONE);
    assert_eq!(cairn_wire::Value::from_wire(&result(h)).unwrap(), cairn_wire::Value::Int32(42));
    assert_eq!(start(h, "let n: number = 2; n", "a.ts"), DONE);
    assert_eq!(start(h, "null.x", "b.js"), THREW);
    let error = cairn_wire::Value::from_wire(&result(h)).unwrap();
    let text = format!("{error:?}");
    assert!(text.contains("TypeError") && text.contains("b.js:1"), "{text}");
    assert_eq!(cairn_vm_free(h), 0);
    assert_eq!(cairn_vm_free(h), ERROR);
    assert!(last_error().contains("no such VM"));
    assert_eq!(cairn_vm_run(h), ERROR);
}

#[test]
fn idle_dump_load() {
    let h = new_vm();
    let names = "echo";
    // SAFETY: live slices.
    assert_eq!(unsafe { cairn_vm_install_tools(h, names.as_ptr(), names.len()) }, 0);
    let status =
        start(h, "(async () => { const a = await tools.echo(20); return a + 22; })()", "t.js");
    assert_eq!(status, IDLE);
    let calls = format!("{:?}", cairn_wire::Value::from_wire(&result(h)).unwrap());
    assert!(calls.contains("echo"), "{calls}");
    assert_eq!(cairn_vm_dump(h), 0);
    let dump = result(h);
    cairn_vm_free(h);
    // SAFETY: live slices.
    let g = unsafe { cairn_vm_load(dump.as_ptr(), dump.len(), -1.0, 0.0, 0, -1.0, 0, 0.0) };
    assert_ne!(g, 0, "{}", last_error());
    // The loaded VM lists the same calls.
    assert_eq!(format!("{:?}", cairn_wire::Value::from_wire(&result(g)).unwrap()), calls);
    let cairn_wire::Value::Array(list) = cairn_wire::Value::from_wire(&result(g)).unwrap() else {
        panic!()
    };
    let Some(cairn_wire::Value::Array(call)) = &list[0] else { panic!() };
    let id = match &call[0] {
        Some(cairn_wire::Value::Int32(i)) => *i as u32,
        Some(cairn_wire::Value::Float64(f)) => *f as u32,
        other => panic!("{other:?}"),
    };
    let arg = cairn_wire::Value::Int32(20).to_wire().unwrap();
    // SAFETY: live slices.
    assert_eq!(unsafe { cairn_vm_resolve(g, id, arg.as_ptr(), arg.len()) }, 0, "{}", last_error());
    assert_eq!(cairn_vm_run(g), DONE);
    assert_eq!(cairn_wire::Value::from_wire(&result(g)).unwrap(), cairn_wire::Value::Int32(42));
    // Corrupt and truncated dumps are errors.
    for bad in [&dump[..dump.len() / 2], &[1, 2, 3][..]] {
        // SAFETY: live slices.
        assert_eq!(
            unsafe { cairn_vm_load(bad.as_ptr(), bad.len(), -1.0, 0.0, 0, -1.0, 0, 0.0) },
            0
        );
    }
    cairn_vm_free(g);
}

#[test]
fn fuel_ends_a_runaway_script() {
    let h = cairn_vm_new(10_000.0, 0.0, 0, -1.0, 0, 0.0);
    assert_eq!(start(h, "for (;;) {}", "loop.js"), THREW);
    assert!(format!("{:?}", cairn_wire::Value::from_wire(&result(h)).unwrap()).contains("fuel"));
    cairn_vm_free(h);
}

#[test]
fn the_embedded_image_is_the_set_up_realm() {
    assert!(image_matches_set_up());
    assert_eq!(cairn_check_image(), 1);
}

#[test]
fn dumps_carry_the_native_fingerprint() {
    use_base_image();
    assert_eq!(NATIVE_FINGERPRINT, cairn_vm::fingerprint());
    assert_eq!(cairn_fingerprint(), NATIVE_FINGERPRINT);
}

#[test]
fn alloc_realloc_free() {
    let p = cairn_alloc(4);
    // SAFETY: 4 bytes just allocated, grown, then freed once.
    unsafe {
        std::ptr::copy_nonoverlapping(b"wire".as_ptr(), p, 4);
        let q = cairn_realloc(p, 4, 4096);
        assert_eq!(std::slice::from_raw_parts(q, 4), b"wire");
        cairn_free(q, 4096);
        let e = cairn_realloc(std::ptr::null_mut(), 0, 8);
        cairn_free(e, 8);
    }
}

#[test]
fn printed_lines_are_kept_up_to_a_bound() {
    let mut out = Output::default();
    let line = "x".repeat(1 << 20);
    for _ in 0..70 {
        out.push(&line);
    }
    out.push("short");
    let lines = std::mem::take(&mut out).lines;
    assert_eq!(lines.len(), 65);
    assert!(lines[..64].iter().all(|l| l.len() == 1 << 20));
    assert!(lines[64].contains("were dropped"), "{}", lines[64]);
}
