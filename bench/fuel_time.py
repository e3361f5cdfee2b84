#!/usr/bin/env python3
"""Fuel against time: how long each endless program takes to spend a fuel budget,
as a ratio to the empty loop `for (;;) {}` (the unit fuel is calibrated on; see
vm/src/limits.rs). Runs the `endless-*` cases of tests/hostile that take `--fuel`
(not the timer ones, which wait on the clock) and the calibration cases of bench/fuel,
with the budget replaced by FUEL, and reports the CPU time (user + sys, the best of
three, which a loaded machine disturbs less than wall time) and the ratio.

Then the same cases under `--timeout 100` and no fuel: the wall time from start to
exit (the best of three), which the issue of limits wants within 101 ms.

Usage: python3 bench/fuel_time.py [FUEL] [CAIRN]   (defaults 50000000, target/release/cairn)
       python3 bench/fuel_time.py --timeout-only [CAIRN]
The wall times include what starting any process costs from here; the script prints
that too (`/bin/true`, timed the same way).
"""
import glob
import os
import re
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMEOUT_ONLY = sys.argv[1:2] == ["--timeout-only"]
if TIMEOUT_ONLY:
    del sys.argv[1]
    sys.argv.insert(1, "0")
FUEL = int(sys.argv[1]) if len(sys.argv) > 1 else 50_000_000
BIN = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "target/release/cairn")


def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(path, args):
    best, last = None, None
    for _ in range(3):
        start = cpu()
        last = subprocess.run([BIN, *args, path], capture_output=True, text=True)
        spent = cpu() - start
        best = spent if best is None else min(best, spent)
    return best, last


cases = []
for path in sorted(glob.glob(os.path.join(ROOT, "tests/hostile/endless-*.js"))):
    header = open(path, encoding="utf8").read()
    m = re.search(r"^// args: (.*)$", header, re.M)
    args = m.group(1).split() if m else []
    if "--fuel" not in args or "set-interval" in path or "set-timeout" in path:
        continue
    cases.append(("suite", path, args))
for path in sorted(glob.glob(os.path.join(ROOT, "bench/fuel/*.js"))):
    cases.append(("calibration", path, ["--fuel", "0"]))

base, _ = (1, None) if TIMEOUT_ONLY else run(os.path.join(ROOT, "bench/fuel/loop.js"), ["--fuel", str(FUEL)])
if not TIMEOUT_ONLY:
    print(f"fuel {FUEL}: the empty loop takes {base * 1000:.1f} ms of CPU")
worst = {}
for kind, path, args in [] if TIMEOUT_ONLY else cases:
    args = list(args)
    args[args.index("--fuel") + 1] = str(FUEL)
    spent, out = run(path, args)
    ratio = spent / base
    worst[kind] = max(worst.get(kind, 0), ratio)
    cause = out.stderr.strip().splitlines()[-1][:50] if out.stderr.strip() else ""
    name = os.path.relpath(path, ROOT)
    print(f"{kind:11s} {name:48s} {spent * 1000:8.1f} ms  x{ratio:5.2f}  exit {out.returncode} {cause}")
for kind, ratio in worst.items():
    print(f"worst {kind}: x{ratio:.2f}")

print("\n--timeout 100, no fuel: wall time to exit")
spawn = None
for _ in range(10):
    start = time.perf_counter()
    subprocess.run(["/bin/true"], capture_output=True)
    spent = time.perf_counter() - start
    spawn = spent if spawn is None else min(spawn, spent)
print(f"(starting /bin/true the same way takes {spawn * 1000:.2f} ms)")
slowest = 0.0
for kind, path, args in cases:
    args = list(args)
    i = args.index("--fuel")
    del args[i : i + 2]
    args += ["--timeout", "100"]
    best, out = None, None
    for _ in range(3):
        start = time.perf_counter()
        out = subprocess.run([BIN, *args, path], capture_output=True, text=True)
        spent = time.perf_counter() - start
        best = spent if best is None else min(best, spent)
    slowest = max(slowest, best)
    cause = out.stderr.strip().splitlines()[-1][:50] if out.stderr.strip() else ""
    name = os.path.relpath(path, ROOT)
    print(f"{kind:11s} {name:48s} {best * 1000:8.1f} ms  exit {out.returncode} {cause}")
print(f"slowest: {slowest * 1000:.1f} ms")
