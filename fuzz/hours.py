#!/usr/bin/env python3
"""Minutes each fuzz target has run on its current code, from fuzz/CAMPAIGNS.md.

A campaign counts for a target when its commit descends from (or is) the last commit
that changed the code the target exercises: the folders below (a target that runs
scripts reaches the whole engine). Rows on uncommitted code ("+changes") and rows
whose commit is not in this repository's history do not count. Prints, per target,
the minutes counted, what the issue of limits asks for (60 minutes; 120 for the
decoders of outside bytes), and whether that is met.

Usage: python3 fuzz/hours.py   (from anywhere in the repository)
"""
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENGINE = ["lexer", "parser", "ts-front", "compiler", "wire", "gc", "third_party",
          "vm", "codec", "codec-derive", "snapshot", "sort"]
# What each target exercises (its crates and theirs), and the minutes it needs.
TARGETS = {
    "lexer": (["lexer"], 60),
    "parser": (["lexer", "parser", "sort"], 60),
    "regexp_syntax": (["lexer", "parser", "sort"], 60),
    "ts_parser": (["lexer", "parser", "ts-front", "sort"], 60),
    "compile": (["lexer", "parser", "compiler", "sort", "codec", "codec-derive"], 60),
    "wire_decode": (["wire", "sort", "codec", "codec-derive"], 120),
    "gc_ops": (["gc"], 60),
    "run": (ENGINE, 60),
    "modules": (ENGINE, 60),
    "ts_modules": (ENGINE, 60),
    "regex_exec": (ENGINE, 60),
    "snapshot_load": (ENGINE, 120),
    "wire_vm": (ENGINE, 120),
}


def git(*args):
    return subprocess.run(["git", "-C", ROOT, *args], capture_output=True, text=True)


def main():
    rows = [line for line in open(os.path.join(ROOT, "fuzz/CAMPAIGNS.md")) if line.startswith("| 20")]
    for target, (dirs, wanted) in TARGETS.items():
        last = git("log", "-1", "--format=%H", "--", *dirs).stdout.strip()
        seconds = 0
        for row in rows:
            cells = [c.strip() for c in row.split("|")]
            if len(cells) < 5 or cells[3] != target or "+changes" in cells[2]:
                continue
            commit = re.match(r"[0-9a-f]{7,40}", cells[2])
            if not commit or git("merge-base", "--is-ancestor", last, commit.group(0)).returncode:
                continue
            seconds += int(re.sub(r"[^0-9]", "", cells[4]) or 0)
        minutes = seconds // 60
        state = "met" if minutes >= wanted else f"{wanted - minutes} minutes to go"
        print(f"{target:14} code of {last[:10]}: {minutes:4} of {wanted} minutes ({state})")


if __name__ == "__main__":
    main()
