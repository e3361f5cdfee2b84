"""Runs bench/regex/patterns.js with Cairn, QuickJS-NG and node (the reference for the
results), RUNS times each with the engines interleaved, and writes a table of the median
milliseconds per case with the ratio Cairn / QuickJS-NG. A case whose digest differs from
node's fails the benchmark.

Usage: python3 bench/regex/run.py --cairn BIN --qjs BIN [--runs N] [--rounds N] [--out FILE.md]
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "patterns.js")


def run(argv):
    done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(argv)} exited {done.returncode}: {done.stderr.strip()[:400]}")
    return json.loads(done.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cairn", required=True)
    ap.add_argument("--qjs", required=True)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--out")
    args = ap.parse_args()
    rounds = str(args.rounds)
    engines = {
        "cairn": [args.cairn, SCRIPT, "--", rounds],
        "qjs-ng": None,
    }
    with tempfile.TemporaryDirectory() as tmp:
        # QuickJS-NG's runner takes no arguments: the round count goes in the text.
        qjs_script = os.path.join(tmp, "patterns.js")
        with open(SCRIPT) as f:
            text = f.read()
        with open(qjs_script, "w") as f:
            f.write(f"globalThis.scriptArgs = ['patterns.js', '{rounds}'];\n" + text)
        engines["qjs-ng"] = [args.qjs, qjs_script]
        reference = None
        if shutil.which("node"):
            node_script = os.path.join(tmp, "node.js")
            with open(node_script, "w") as f:
                f.write("globalThis.print = (...a) => console.log(...a);\n" + f"globalThis.scriptArgs = ['patterns.js', '{rounds}'];\n" + text)
            reference = run(["node", node_script])
        samples = {e: [] for e in engines}
        for _ in range(args.runs):
            for engine, argv in engines.items():
                result = run(argv)
                for case, got in result.items():
                    want = (reference or result)[case]["digest"]
                    if got["digest"] != want:
                        sys.exit(f"{engine}: case {case!r} found something else than node")
                samples[engine].append(result)
    cases = list(samples["cairn"][0].keys())
    rows = []
    for case in cases:
        c = statistics.median(r[case]["ms"] for r in samples["cairn"])
        q = statistics.median(r[case]["ms"] for r in samples["qjs-ng"])
        n = reference[case]["ms"] if reference else None
        rows.append((case, c, q, n))
        print(f"{case:28} cairn {c:7.1f} ms  qjs-ng {q:7.1f} ms  {c / q if q else float('nan'):.2f}x", flush=True)
    per_case = [c / q for case, c, q, _ in rows if case != "total" and q > 0 and c > 0]
    geo = statistics.geometric_mean(per_case)
    print(f"geomean of the cases: {geo:.2f}x")
    if args.out:
        load = os.getloadavg()
        lines = [
            "# Regular expressions: Cairn against QuickJS-NG",
            "",
            "Regenerate with `bash bench/regex.sh`. bench/regex/patterns.js runs twelve cases of "
            "regular expressions as codemode bodies use them (line patterns with /gm, whitespace "
            "replaces, named groups, word scans, case-insensitive Unicode, split and test, a replacer "
            f"function, lookbehind, a sticky tokenizer) over texts shaped like tool answers, {args.rounds} "
            f"rounds a case, timed inside the script with Date.now(); the table gives the median of {args.runs} "
            "runs, engines interleaved. Every case's results are checked against node's. "
            f"Load average at the end: {load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f}.",
            "",
            f"- cairn: {args.cairn}",
            f"- qjs-ng: {args.qjs} (QuickJS-NG's libregexp, through rquickjs)",
            "- node: reference only (V8's irregexp, compiled)",
            "",
            "| case | cairn | qjs-ng | cairn / qjs-ng | node |",
            "|---|---:|---:|---:|---:|",
        ]
        for case, c, q, n in rows:
            name = f"**{case}**" if case == "total" else case.replace("|", "\\|")
            ratio = f"{c / q:.2f}x" if q else "—"
            node = f"{n} ms" if n is not None else "—"
            lines.append(f"| {name} | {c:.0f} ms | {q:.0f} ms | {ratio} | {node} |")
        lines.append(f"| **geomean of the cases** | | | {geo:.2f}x | |")
        with open(args.out, "w") as f:
            f.write("\n".join(lines) + "\n")
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
