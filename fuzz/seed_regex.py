#!/usr/bin/env python3
"""Seeds the regex_exec fuzz corpus with the regex literals of tests/diff and (when the
checkout is beside it) test262's RegExp tests, each paired with a few short subjects.
Usage: python3 fuzz/seed_regex.py CORPUS_DIR [TEST262_DIR]. Input layout: see
fuzz_targets/regex_exec.rs (flags byte, start byte, pattern, NUL, subject)."""
import hashlib, pathlib, re, sys

LITERAL = re.compile(r"(?<![\w)\]$])/((?:\\.|\[(?:\\.|[^\]\n])*\]|[^/\n\[\\*])(?:\\.|\[(?:\\.|[^\]\n])*\]|[^/\n\[\\])*)/([dgimsuvy]*)")
STRING = re.compile(r"\"((?:\\.|[^\"\\\n]){1,20})\"|'((?:\\.|[^'\\\n]){1,20})'")
SAMPLES = ["aaaaaaaaaaaaaaaa", "abc123 ABC_def", "k1=v1; k2=v2", "\u00e9\u00df\u0130\u017f\u212a", "x\U0001F600y\U0001F389", "line1\nline2\r\n", "", "2024-05-06T07:08"]
FLAG_BITS = {"i": 1, "m": 2, "s": 4, "u": 8, "v": 16, "d": 32}

def main():
    out = pathlib.Path(sys.argv[1]); out.mkdir(parents=True, exist_ok=True)
    root = pathlib.Path(__file__).resolve().parent.parent
    files = sorted((root / "tests/diff/cases").glob("*.js"))
    if len(sys.argv) > 2:
        files += sorted(pathlib.Path(sys.argv[2], "test/built-ins/RegExp").rglob("*.js"))
    n = 0
    for f in files:
        text = f.read_text(encoding="utf-8", errors="replace")
        subjects = [a or b for a, b in STRING.findall(text)][:3] + SAMPLES[:3]
        # Every literal of tests/diff; at most 3 per test262 file (the property-escape
        # tests hold thousands of near-identical ones).
        literals = LITERAL.findall(text)
        if "test262" in f.parts or "built-ins" in f.parts:
            literals = literals[:3]
        for pattern, flags in literals:
            if len(pattern.encode()) > 96:
                continue
            selector = sum(FLAG_BITS.get(c, 0) for c in flags)
            for i, subject in enumerate(subjects[:4] + [SAMPLES[(n + 3) % len(SAMPLES)]]):
                data = bytes([selector, i]) + pattern.encode() + b"\0" + subject.encode("utf-8", "replace")
                (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
                n += 1
    print(f"wrote {n} seeds from {len(files)} files into {out}")

main()
