"""Writes the link order of the `cairn` program's functions (src/bin/cairn/link-order.txt):
the functions a one-line script runs first, then those the codemode workloads run, the
ones most workloads share first. build.rs hands the file to the linker (lld's
--symbol-ordering-file), which places those functions together at the start of the
code: a short run then touches a few hundred kilobytes of code pages instead of
faulting in pages across all five megabytes (with the kernel's fault-around, each
fault maps 64 KiB), which is most of a short process's resident memory and page faults.

Names are the mangled symbols callgrind reports (`--demangle=no`), kept when the
binary defines them. A name that a later change renames is skipped by the linker, so a
stale list costs locality, never correctness; re-run this after large changes:

    bash bench/process.sh --order   (builds, makes the scripts, runs this, relinks)

The binary must be the one `cargo build --release --bin cairn` makes: a `cargo test`
build of the same program activates dev-dependencies, whose features change the
dependencies' metadata hashes and so every mangled name.

Usage: python3 scripts/link-order.py BINARY OUT SCRIPT...   (the first script first)
       python3 scripts/link-order.py --check BINARY LIST   (CI: fails when under 80% of
       the list's names are defined by BINARY, i.e. when the list has gone stale)
"""

import collections
import os
import re
import subprocess
import sys
import tempfile


def functions_run(binary, script):
    """The mangled names of the functions one run of `binary script` executes."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", binary, script],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=True,
        )
        names = []
        seen = set()
        with open(out) as f:
            for line in f:
                found = re.match(r"^c?fn=\(\d+\) (.+)$", line.rstrip("\n"))
                if found and found.group(1) not in seen:
                    seen.add(found.group(1))
                    names.append(found.group(1))
    return names


def defined_names(binary):
    """The symbols `binary` defines, as nm prints them."""
    listing = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True)
    return {p[2] for p in (line.split() for line in listing.stdout.splitlines()) if len(p) == 3}


# Below this share of defined names the list no longer keeps a short run's code together
# (at 47%, a one-line script's max RSS had grown from 3.9 to 6.2 MiB).
FRESH_SHARE = 0.8


def check(binary, path):
    """Fails when the list at `path` has gone stale for `binary`."""
    names = [n for n in open(path).read().splitlines() if n]
    defined = defined_names(binary)
    held = sum(n in defined for n in names)
    share = held / len(names) if names else 0.0
    print(f"link-order: {held} of the {len(names)} names of {path} are defined by {binary} ({share:.0%})")
    if share < FRESH_SHARE:
        sys.exit(f"link-order: under {FRESH_SHARE:.0%}: the list is stale; rewrite it with `bash bench/process.sh --order`")


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--check":
        check(sys.argv[2], sys.argv[3])
        return
    if len(sys.argv) < 4:
        sys.exit("usage: python3 scripts/link-order.py BINARY OUT SCRIPT...")
    binary, out, scripts = sys.argv[1], sys.argv[2], sys.argv[3:]
    defined = defined_names(binary)
    first = [n for n in functions_run(binary, scripts[0]) if n in defined]
    placed = set(first)
    shared = collections.Counter()
    for script in scripts[1:]:
        shared.update(n for n in functions_run(binary, script) if n in defined and n not in placed)
    rest = sorted(shared, key=lambda n: (-shared[n], n))
    with open(out, "w") as f:
        f.write("\n".join(first + rest) + "\n")
    print(f"link-order: {len(first)} functions of {scripts[0]}, then {len(rest)} of the other scripts, in {out}")


if __name__ == "__main__":
    main()
