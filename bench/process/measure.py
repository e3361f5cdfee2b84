"""Whole-process figures of Cairn against QuickJS-NG: each engine runs each standalone
script (bench/process/standalone.mjs) as its own process; the table gives the median
wall time, the median max RSS and page faults (per process, by /usr/bin/time), and, with
valgrind, the instructions one run executes (callgrind, the most stable figure on a
busy machine). A run whose output differs from node's fails the benchmark.

Usage: python3 bench/process/measure.py --dir DIR --cairn BIN --qjs BIN [--runs N]
       [--no-callgrind] [--out FILE.md]
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(argv):
    """Runs argv once; returns (stdout, wall seconds)."""
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        code = subprocess.run(argv, stdout=out, stderr=subprocess.DEVNULL).returncode
        wall = time.perf_counter() - start
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    if code != 0:
        raise RuntimeError(f"{' '.join(argv)} exited {code}")
    return text, wall


def memory_once(argv):
    """Runs argv once under /usr/bin/time; returns (max RSS in KiB, minor page faults).
    A child forked from this (large) Python process would count Python's pages in its
    max RSS, which the kernel keeps across exec; /usr/bin/time is small."""
    with tempfile.NamedTemporaryFile("r") as report:
        subprocess.run(
            ["/usr/bin/time", "-o", report.name, "-f", "%M %R", *argv],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=True,
        )
        rss, faults = report.read().split()[-2:]
    return int(rss), int(faults)


def instructions(argv):
    """The instructions one run of argv executes, by callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg", *argv],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            check=True,
        )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if not found:
        raise RuntimeError(f"callgrind gave no count for {' '.join(argv)}")
    return int(found.group(1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--cairn", required=True)
    ap.add_argument("--qjs", required=True)
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--no-callgrind", action="store_true")
    ap.add_argument("--out")
    args = ap.parse_args()
    expected = json.load(open(os.path.join(args.dir, "expected.json")))
    callgrind = not args.no_callgrind and shutil.which("valgrind") is not None
    engines = {
        # Cairn runs the TypeScript workload as written; QuickJS-NG gets it stripped.
        "cairn": lambda name: [args.cairn, os.path.join(args.dir, "ts.ts" if name == "ts" else f"{name}.js")],
        "qjs-ng": lambda name: [args.qjs, os.path.join(args.dir, f"{name}.js")],
    }
    rows = []
    for name, want in expected.items():
        samples = {e: [] for e in engines}
        for i in range(args.runs + 1):
            for engine, argv in engines.items():
                text, wall = run_once(argv(name))
                if text.rstrip("\n") != want:
                    sys.exit(f"{engine} on {name}: the output differs from node's")
                rss, faults = memory_once(argv(name))
                if i > 0:  # the first run warms the page cache
                    samples[engine].append((wall, rss, faults))
        row = {"script": name}
        for engine in engines:
            s = samples[engine]
            row[engine] = {
                "wall_ms": statistics.median(x[0] for x in s) * 1e3,
                "rss_kib": statistics.median(x[1] for x in s),
                "faults": statistics.median(x[2] for x in s),
                "instructions": instructions(engines[engine](name)) if callgrind else None,
            }
        rows.append(row)
        c, q = row["cairn"], row["qjs-ng"]
        print(
            f"{name:11} wall {c['wall_ms']:.2f}/{q['wall_ms']:.2f} ms ({c['wall_ms'] / q['wall_ms']:.2f}x)"
            f"  rss {c['rss_kib'] / 1024:.1f}/{q['rss_kib'] / 1024:.1f} MiB ({c['rss_kib'] / q['rss_kib']:.2f}x)"
            f"  faults {c['faults']:.0f}/{q['faults']:.0f}"
            + (f"  instr {c['instructions']:,}/{q['instructions']:,} ({c['instructions'] / q['instructions']:.2f}x)" if callgrind else ""),
            flush=True,
        )
    if args.out:
        write_table(args, rows, callgrind)


def geomean(xs):
    xs = list(xs)
    return statistics.geometric_mean(xs) if xs else float("nan")


def write_table(args, rows, callgrind):
    load = os.getloadavg()
    lines = [
        "# Whole-process figures: Cairn against QuickJS-NG",
        "",
        "Regenerate with `bash bench/process.sh`. Each engine runs each script as its own process "
        f"({args.runs} runs after one warm-up, engines interleaved; medians). The scripts are "
        "bench/codemode's workloads made standalone (bench/process/standalone.mjs: tool answers as "
        "JSON text inside the script, answered in call order), plus a one-line script. Max RSS and "
        "minor page faults are the kernel's, per process (/usr/bin/time, in runs of their own); instructions are callgrind's, one run. "
        f"Load average at the end: {load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f}.",
        "",
        f"- cairn: {args.cairn}",
        f"- qjs-ng: {args.qjs} (QuickJS-NG through rquickjs, bench/quickjs-runner)",
        "",
        "| script | wall cairn | wall qjs-ng | ratio | max RSS cairn | max RSS qjs-ng | ratio | faults cairn / qjs-ng |"
        + (" instructions cairn | instructions qjs-ng | ratio |" if callgrind else ""),
        "|---|---:|---:|---:|---:|---:|---:|---:|" + ("---:|---:|---:|" if callgrind else ""),
    ]
    for r in rows:
        c, q = r["cairn"], r["qjs-ng"]
        line = (
            f"| {r['script']} | {c['wall_ms']:.2f} ms | {q['wall_ms']:.2f} ms | {c['wall_ms'] / q['wall_ms']:.2f}x "
            f"| {c['rss_kib'] / 1024:.1f} MiB | {q['rss_kib'] / 1024:.1f} MiB | {c['rss_kib'] / q['rss_kib']:.2f}x "
            f"| {c['faults']:.0f} / {q['faults']:.0f} |"
        )
        if callgrind:
            line += f" {c['instructions']:,} | {q['instructions']:,} | {c['instructions'] / q['instructions']:.2f}x |"
        lines.append(line)
    work = [r for r in rows if r["script"] != "one"]
    line = (
        f"| **geomean of the workloads** | | | {geomean(r['cairn']['wall_ms'] / r['qjs-ng']['wall_ms'] for r in work):.2f}x "
        f"| | | {geomean(r['cairn']['rss_kib'] / r['qjs-ng']['rss_kib'] for r in work):.2f}x | |"
    )
    if callgrind:
        line += f" | | {geomean(r['cairn']['instructions'] / r['qjs-ng']['instructions'] for r in work):.2f}x |"
    lines.append(line)
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
