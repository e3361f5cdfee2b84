#!/usr/bin/env python3
"""Side-by-side timing of JS engines as whole processes (driven by bench/run.sh).

Each engine is a command template holding `{file}`. For every script, each engine first runs
once untimed (warm-up and output check), then REPS timed runs, interleaved across engines so
that load from other processes spreads evenly. The median wall time is reported. Outputs are
compared against a reference engine's (node when present, else qjs-ng); a differing output or
a failing run is reported as a warning and listed in the markdown notes.

With `--v8 DIR` (the V8 benchmark suite v7: base.js, eight benchmarks, run.js), each engine
also runs the suite, concatenated into one script, V8_RUNS times; the table gives the median
score per benchmark (higher is better). The markdown gets an SVG chart of Cairn's speed
relative to QuickJS-NG on every script and benchmark.
"""

import argparse
import datetime
import os
import resource
import shlex
import statistics
import subprocess
import sys
import time


def children_cpu():
    """User+system CPU seconds of all reaped children so far (runs are sequential)."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


LAST_CPU = [0.0]


def run_once(cmd, timeout):
    """Runs cmd; returns (wall seconds, returncode or "timeout", stdout, stderr).

    The child's CPU time (user+system) is left in LAST_CPU[0]: less disturbed than wall time
    when other work shares the machine."""
    cpu0 = children_cpu()
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        return (time.perf_counter() - start, "timeout", out, err)
    wall = time.perf_counter() - start
    LAST_CPU[0] = children_cpu() - cpu0
    return (wall, proc.returncode, out, err)


def fmt_time(t):
    return "-" if t is None else f"{t:.3f}s"


def fmt_ratio(r):
    return "-" if r is None else f"{r:.2f}x"


def first_line(b):
    text = b.decode("utf-8", "replace").strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0][:200] if lines else "(no output)"


V8_FILES = ["base.js", "richards.js", "deltablue.js", "crypto.js", "raytrace.js",
            "earley-boyer.js", "regexp.js", "splay.js", "navier-stokes.js", "run.js"]


def run_v8(args, engines, notes):
    """Runs the V8 suite with every engine, V8_RUNS times interleaved; returns
    {engine: {benchmark: median score}} (the `Score` line as "Score")."""
    import tempfile
    parts = ["var load = function () {};\n"]  # run.js loads the others; they come first here
    for name in V8_FILES:
        with open(os.path.join(args.v8, name), encoding="utf-8") as f:
            parts.append(f.read())
    scores = {name: [] for name, _ in engines}
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "v8-v7.js")
        with open(script, "w", encoding="utf-8") as f:
            f.write("\n".join(parts))
        for i in range(args.v8_runs):
            for name, cmd in engines:
                argv = [a.replace("{file}", script) for a in shlex.split(cmd)]
                wall, rc, out, err = run_once(argv, max(args.timeout, 600))
                if rc != 0:
                    notes.append(f"V8 suite: {name} failed (exit {rc}): {first_line(err or out)}")
                    continue
                got = {}
                for line in out.decode("utf-8", "replace").splitlines():
                    key, sep, value = line.partition(": ")
                    if sep and value.strip().replace(".", "", 1).isdigit():
                        got[key.strip()] = float(value)
                if "Score" not in got:
                    notes.append(f"V8 suite: {name} printed no score: {first_line(out)}")
                    continue
                scores[name].append(got)
                print(f"  V8 run {i + 1}: {name} {got['Score']:.0f}", flush=True)
    medians = {}
    for name, runs in scores.items():
        if runs:
            keys = [k for k in runs[0] if all(k in r for r in runs)]
            medians[name] = {k: statistics.median(r[k] for r in runs) for k in keys}
    return medians


def svg_chart(rows, title):
    """A horizontal bar chart of speed-ups (log scale, 1x marked): rows of (label, value)."""
    import math
    lo, hi = 0.25, 4.0
    width, left, right, bar, gap, top = 720, 210, 60, 16, 6, 40
    height = top + len(rows) * (bar + gap) + 40
    span = width - left - right

    def x(v):
        v = min(max(v, lo), hi)
        return left + span * (math.log(v) - math.log(lo)) / (math.log(hi) - math.log(lo))

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="12">',
           f'<text x="{width / 2}" y="20" text-anchor="middle" font-size="14">{title}</text>']
    for tick in (0.25, 0.5, 1, 2, 4):
        tx = x(tick)
        out.append(f'<line x1="{tx:.1f}" y1="{top - 6}" x2="{tx:.1f}" y2="{height - 30}" '
                   f'stroke="{"#333" if tick == 1 else "#ccc"}"/>')
        out.append(f'<text x="{tx:.1f}" y="{height - 14}" text-anchor="middle">{tick:g}x</text>')
    for i, (label, value) in enumerate(rows):
        y = top + i * (bar + gap)
        out.append(f'<text x="{left - 8}" y="{y + bar - 4}" text-anchor="end">{label}</text>')
        if value is None:
            out.append(f'<text x="{x(1) + 4:.1f}" y="{y + bar - 4}">no figure</text>')
            continue
        x0, x1 = sorted((x(1), x(value)))
        color = "#2a7" if value >= 1 else "#d64"
        out.append(f'<rect x="{x0:.1f}" y="{y}" width="{max(x1 - x0, 1):.1f}" height="{bar}" fill="{color}"/>')
        out.append(f'<text x="{max(x(value), x(1)) + 4:.1f}" y="{y + bar - 4}">{value:.2f}x</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--budget", type=float, default=40.0,
                    help="seconds of timed runs per engine and script; fewer reps when slower")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--engine", action="append", default=[],
                    help="NAME=COMMAND with {file}; the first is Cairn, order is column order")
    ap.add_argument("--version", action="append", default=[], help="NAME=VERSION TEXT")
    ap.add_argument("--v8", help="folder of the V8 benchmark suite v7 (run.js and the rest)")
    ap.add_argument("--v8-runs", type=int, default=3)
    ap.add_argument("--out", required=True)
    ap.add_argument("--chart", help="SVG file for the chart (linked from the markdown)")
    ap.add_argument("--command", default="bench/run.sh")
    ap.add_argument("scripts", nargs="+")
    args = ap.parse_args()

    engines = []
    for spec in args.engine:
        name, _, cmd = spec.partition("=")
        engines.append((name, cmd))
    versions = dict(v.partition("=")[::2] for v in args.version)
    names = [n for n, _ in engines]
    ref_name = "node" if "node" in names else ("qjs-ng" if "qjs-ng" in names else names[0])

    results = {}  # script -> name -> dict(median, runs, status, note)
    notes = []
    header = (f"{'script':<20}" + "".join(f"{n:>10}" for n in ("cairn", "boa", "qjs-ng", "node"))
              + f"{'c/boa':>8}{'c/qjs':>8}  {'<boa':<10}{'<=1xqjs':<10}")
    print(header, flush=True)
    for script in args.scripts:
        base = os.path.basename(script)
        per = {}
        ref_out = None
        # Warm-up and output check.
        outs = {}
        for name, cmd in engines:
            argv = [a.replace("{file}", script) for a in shlex.split(cmd)]
            wall, rc, out, err = run_once(argv, args.timeout)
            per[name] = {"argv": argv, "first": wall, "times": [], "cpus": [], "ok": rc == 0, "rc": rc}
            outs[name] = out
            if rc != 0:
                msg = f"{base}: {name} failed (exit {rc}): {first_line(err or out)}"
                per[name]["note"] = first_line(err or out)
                notes.append(msg)
                print(f"  warning: {msg}", file=sys.stderr, flush=True)
        if ref_name in outs and per[ref_name]["ok"]:
            ref_out = outs[ref_name]
        for name, _ in engines:
            if ref_out is None or not per[name]["ok"] or name == ref_name:
                continue
            got = outs[name].decode("utf-8", "replace").rstrip()
            want = ref_out.decode("utf-8", "replace").rstrip()
            if got != want:
                per[name]["differs"] = True
                msg = (f"{base}: {name} output differs from {ref_name}: "
                       f"got {got[:120]!r}, {ref_name} gave {want[:120]!r}")
                notes.append(msg)
                print(f"  warning: {msg}", file=sys.stderr, flush=True)
        # Timed runs, interleaved; an engine slower than budget/reps gets fewer runs (>= 1).
        reps = {}
        for name, _ in engines:
            p = per[name]
            if not p["ok"]:
                reps[name] = 0
            else:
                reps[name] = max(1, min(args.reps, int(args.budget / max(p["first"], 1e-3))))
        for i in range(args.reps):
            for name, _ in engines:
                if i >= reps[name]:
                    continue
                p = per[name]
                wall, rc, _, err = run_once(p["argv"], args.timeout)
                if rc != 0:
                    p["ok"] = False
                    p["note"] = f"failed on a timed run (exit {rc}): {first_line(err)}"
                    notes.append(f"{base}: {name} {p['note']}")
                    reps[name] = 0
                    continue
                p["times"].append(wall)
                p["cpus"].append(LAST_CPU[0])
        for name, _ in engines:
            p = per[name]
            p["median"] = statistics.median(p["times"]) if p["ok"] and p["times"] else None
            p["cpu"] = statistics.median(p["cpus"]) if p["ok"] and p["cpus"] else None
        results[base] = per

        def med(n):
            return per[n]["median"] if n in per else None

        c, b, q, nd = med("cairn"), med("boa"), med("qjs-ng"), med("node")
        rb = c / b if c is not None and b is not None else None
        rq = c / q if c is not None and q is not None else None
        cairn_failed = "cairn" in per and not per["cairn"]["ok"]
        ok_b = "NO (fail)" if cairn_failed else ("-" if rb is None else ("yes" if rb < 1.0 else "NO"))
        ok_q = "NO (fail)" if cairn_failed else ("-" if rq is None else ("yes" if rq <= 1.0 else "NO"))
        per["_row"] = (c, b, q, nd, rb, rq, ok_b, ok_q)
        cells = []
        for n, t in (("cairn", c), ("boa", b), ("qjs-ng", q), ("node", nd)):
            if n not in per:
                cells.append("n/a")
            elif not per[n]["ok"]:
                cells.append("FAIL")
            else:
                cells.append(fmt_time(t) + ("*" if per[n].get("differs") else ""))
        print(f"{base:<20}" + "".join(f"{x:>10}" for x in cells)
              + f"{fmt_ratio(rb):>8}{fmt_ratio(rq):>8}  {ok_b:<10}{ok_q:<10}", flush=True)

    v8 = run_v8(args, engines, notes) if args.v8 else None

    # Markdown.
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    try:
        load = os.getloadavg()
        load_s = f"{load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f}"
    except OSError:
        load_s = "unknown"
    lines = []
    lines.append("# Side-by-side benchmarks: Cairn vs Boa vs QuickJS-NG (node as reference)")
    lines.append("")
    lines.append(f"Regenerate with `{args.command}` from the repository root. Last run: {now}, "
                 f"{os.cpu_count()} CPUs, load average at the end {load_s}.")
    lines.append("")
    lines.append(f"Each engine runs each script as a whole process: one untimed run (warm-up and "
                 f"output check), then up to {args.reps} timed runs interleaved across engines "
                 f"(fewer when one run exceeds {args.budget:.0f}s/{args.reps}); the table shows the "
                 f"median wall time. Targets: Cairn faster than Boa (`cairn/boa` < 1) and at most "
                 f"QuickJS-NG's time (`cairn/qjs` <= 1) on every script"
                 + (", and at least 1.25x QuickJS-NG's score on the V8 suite" if args.v8 else "")
                 + f". `FAIL` = the engine exited non-zero; `*` = its "
                 f"output differs from {ref_name}'s (see the notes).")
    lines.append("")
    for n in names:
        if n in versions:
            lines.append(f"- {n}: {versions[n]}")
    lines.append("")
    lines.append("| script | cairn | boa | qjs-ng | node | cairn/boa | cairn/qjs "
                 "| faster than boa | at most qjs-ng's time |")
    lines.append("|---|---:|---:|---:|---:|---:|---:|:---:|:---:|")
    for base, per in results.items():
        c, b, q, nd, rb, rq, ok_b, ok_q = per["_row"]
        cells = []
        for n, t in (("cairn", c), ("boa", b), ("qjs-ng", q), ("node", nd)):
            if n not in per:
                cells.append("n/a")
            elif not per[n]["ok"]:
                cells.append("FAIL")
            else:
                cells.append(fmt_time(t) + ("\\*" if per[n].get("differs") else ""))
        lines.append(f"| {base} | " + " | ".join(cells)
                     + f" | {fmt_ratio(rb)} | {fmt_ratio(rq)} | {ok_b} | {ok_q} |")
    lines.append("")
    lines.append("Median CPU time (user+system) of the same runs, less disturbed by other load on "
                 "the machine than wall time:")
    lines.append("")
    lines.append("| script | cairn | boa | qjs-ng | node | cairn/boa | cairn/qjs |")
    lines.append("|---|---:|---:|---:|---:|---:|---:|")
    for base, per in results.items():
        cpu = {n: (per[n]["cpu"] if n in per and per[n]["ok"] else None)
               for n in ("cairn", "boa", "qjs-ng", "node")}
        cells = ["n/a" if n not in per else ("FAIL" if not per[n]["ok"] else fmt_time(cpu[n]))
                 for n in ("cairn", "boa", "qjs-ng", "node")]
        c = cpu["cairn"]
        rb = c / cpu["boa"] if c and cpu["boa"] else None
        rq = c / cpu["qjs-ng"] if c and cpu["qjs-ng"] else None
        lines.append(f"| {base} | " + " | ".join(cells) + f" | {fmt_ratio(rb)} | {fmt_ratio(rq)} |")
    lines.append("")
    if v8 is not None:
        lines.append(f"## The V8 benchmark suite v7")
        lines.append("")
        lines.append(f"The suite ({args.v8}: base.js, eight benchmarks and run.js, concatenated into one "
                     f"script) run {args.v8_runs} times by each engine, interleaved; median scores, higher "
                     f"is better. Target: Cairn's score at least 1.25x QuickJS-NG's.")
        lines.append("")
        lines.append("| benchmark | cairn | boa | qjs-ng | node | cairn / qjs-ng |")
        lines.append("|---|---:|---:|---:|---:|---:|")
        keys = list(v8.get("cairn", v8.get("qjs-ng", {})).keys())
        for key in keys:
            cells = []
            for n in ("cairn", "boa", "qjs-ng", "node"):
                score = v8.get(n, {}).get(key)
                cells.append("n/a" if n not in names else ("FAIL" if score is None else f"{score:.0f}"))
            c, q = v8.get("cairn", {}).get(key), v8.get("qjs-ng", {}).get(key)
            ratio = fmt_ratio(c / q) if c and q else "-"
            label = "**Score**" if key == "Score" else key
            lines.append(f"| {label} | " + " | ".join(cells) + f" | {ratio} |")
        lines.append("")
    if args.chart:
        rows = []
        for base, per in results.items():
            c, q = per["_row"][0], per["_row"][2]
            rows.append((base, q / c if c and q else None))
        if v8 is not None:
            for key in v8.get("cairn", {}):
                c, q = v8["cairn"].get(key), v8.get("qjs-ng", {}).get(key)
                rows.append((f"V8 {key}", c / q if c and q else None))
        with open(args.chart, "w") as f:
            f.write(svg_chart(rows, "Cairn's speed relative to QuickJS-NG (right of 1x: faster)"))
        rel = os.path.relpath(args.chart, os.path.dirname(os.path.abspath(args.out)))
        lines.append(f"![Cairn's speed relative to QuickJS-NG]({rel})")
        lines.append("")
    if notes:
        lines.append("## Notes (failures and differing outputs)")
        lines.append("")
        for n in notes:
            lines.append(f"- {n}")
        lines.append("")
    with open(args.out, "w") as f:
        f.write("\n".join(lines))
    print(f"\nwrote {args.out}", flush=True)
    if notes:
        print(f"{len(notes)} warning(s): see the notes in {args.out}", flush=True)


if __name__ == "__main__":
    main()
