//! A quick test262 smoke run of the VM (not the conformance runner, which is the
//! `cairn-test262` crate): runs each test non-strict with its harness includes, fuel
//! limited, and counts pass / fail / crash (a panic) to find crashes and gaps fast.
//!
//! ```text
//! cargo run --release -p cairn-vm --example test262_smoke -- ../shared/test262 test/language/expressions [--verbose]
//! ```

use std::path::{Path, PathBuf};

use cairn_vm::{Vm, VmOptions};

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "js")
            && !p.to_string_lossy().contains("_FIXTURE")
        {
            out.push(p);
        }
    }
}

fn list_field(meta: &str, key: &str) -> Vec<String> {
    let Some(start) = meta.find(&format!("{key}:")) else { return Vec::new() };
    let rest = &meta[start + key.len() + 1..];
    let line = rest.lines().next().unwrap_or("").trim();
    if let Some(inner) = line.strip_prefix('[') {
        return inner
            .trim_end_matches(']')
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
    }
    rest.lines()
        .skip(1)
        .take_while(|l| l.trim_start().starts_with('-'))
        .map(|l| l.trim().trim_start_matches('-').trim().to_string())
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let root = PathBuf::from(args.get(1).cloned().unwrap_or_else(|| "../shared/test262".into()));
    let sub = args.get(2).cloned().unwrap_or_else(|| "test/language".into());
    let verbose = args.iter().any(|a| a == "--verbose");
    let mut files = Vec::new();
    walk(&root.join(&sub), &mut files);
    let assert_js = std::fs::read_to_string(root.join("harness/assert.js")).unwrap_or_default();
    let sta_js = std::fs::read_to_string(root.join("harness/sta.js")).unwrap_or_default();
    let (mut pass, mut fail, mut crash, mut skip) = (0, 0, 0, 0);
    let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
    for f in &files {
        let Ok(src) = std::fs::read_to_string(f) else { continue };
        let meta = src.split("/*---").nth(1).and_then(|m| m.split("---*/").next()).unwrap_or("");
        let flags = list_field(meta, "flags");
        let is_async = flags.iter().any(|f| f == "async");
        if flags.iter().any(|f| f == "module" || f == "onlyStrict") || meta.contains("negative:") {
            skip += 1;
            continue;
        }
        let mut prelude = String::new();
        if !flags.iter().any(|f| f == "raw") {
            prelude.push_str(&assert_js);
            prelude.push_str(&sta_js);
            if is_async {
                prelude.push_str(
                    &std::fs::read_to_string(root.join("harness/doneprintHandle.js"))
                        .unwrap_or_default(),
                );
            }
            for inc in list_field(meta, "includes") {
                prelude.push_str(
                    &std::fs::read_to_string(root.join("harness").join(&inc)).unwrap_or_default(),
                );
            }
        }
        let name = f.display().to_string();
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut vm = Vm::new(VmOptions::default());
            let printed = std::rc::Rc::new(std::cell::RefCell::new(String::new()));
            let sink = printed.clone();
            vm.set_print_hook(Box::new(move |l| {
                sink.borrow_mut().push_str(l);
                sink.borrow_mut().push('\n');
            }));
            vm.set_fuel(Some(20_000_000));
            vm.set_heap_limit(512 << 20);
            if !prelude.is_empty()
                && let Err(e) = vm.eval_script(&prelude, "harness.js")
            {
                return Err(format!("harness: {}", e.message));
            }
            vm.eval_script(&src, &name).map(|_| ()).map_err(|e| e.message)?;
            let out = printed.borrow().clone();
            if is_async && !out.contains("Test262:AsyncTestComplete") {
                return Err(format!(
                    "async: {}",
                    out.lines().next().unwrap_or("no completion printed")
                ));
            }
            Ok(())
        }));
        match result {
            Ok(Ok(())) => pass += 1,
            Ok(Err(m)) => {
                fail += 1;
                let key: String = m.chars().take(70).collect();
                *reasons.entry(key).or_default() += 1;
                if verbose {
                    println!("FAIL {name}: {m}");
                }
            }
            Err(_) => {
                crash += 1;
                println!("CRASH {name}");
            }
        }
    }
    let mut top: Vec<_> = reasons.into_iter().collect();
    top.sort_by_key(|e| std::cmp::Reverse(e.1));
    for (m, n) in top.iter().take(40) {
        println!("{n:6}  {m}");
    }
    println!(
        "{pass} passed, {fail} failed, {crash} crashed, {skip} skipped (module/onlyStrict/negative)"
    );
}
