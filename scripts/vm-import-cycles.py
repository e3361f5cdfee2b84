#!/usr/bin/env python3
"""Prints the import circles among the modules of a crate's src folder.

Usage: python3 scripts/vm-import-cycles.py vm/src [-v]

A module imports another when its code names a path into it (`crate::a::b`, `super::x`,
`use crate::{...}` groups, with `pub use` re-exports followed to where they come from;
test modules are left out). Prints the number of modules and the sizes of the strongly
connected sets of more than one module (modules that import each other in a circle);
with -v, their members. Methods of `impl Vm` called across modules are not paths and are
not counted.
"""
import os, re, sys
root = sys.argv[1]  # e.g. vm/src
mods = {}
for dp, dn, fn in os.walk(root):
    for f in fn:
        if not f.endswith('.rs'): continue
        p = os.path.join(dp, f)
        rel = os.path.relpath(p, root)[:-3].split(os.sep)
        if rel[-1] in ('mod', 'lib'): rel = rel[:-1]
        mods[tuple(rel)] = p
aliases = {}
def resolve(path, depth=0):
    # longest prefix that is a module; a re-exported name resolves to where it comes from
    for i in range(len(path), -1, -1):
        if tuple(path[:i]) in mods:
            if i < len(path) and (tuple(path[:i]), path[i]) in aliases and depth < 5:
                return resolve(aliases[(tuple(path[:i]), path[i])] + path[i+1:], depth + 1)
            return tuple(path[:i])
    return None
reex = re.compile(r'pub(?:\(crate\))? use (crate|self|super)?((?:::)?[A-Za-z_][A-Za-z0-9_:]*?)(?:::\{([^;]*?)\})?;', re.S)
for m, p in mods.items():
    if not (p.endswith('mod.rs') or p.endswith('lib.rs')): continue
    src = open(p).read()
    for g in reex.finditer(src):
        kind, pre, body = g.group(1), g.group(2), g.group(3)
        segs = [x for x in pre.split('::') if x]
        b = [] if kind == 'crate' else (list(m[:-1]) if kind == 'super' else list(m))
        if kind is None: b = list(m)
        if body:
            for item in body.split(','):
                item = item.strip()
                if not item or item == 'self': continue
                name = item.split(' as ')[-1].strip().split('::')[-1]
                full = b + segs + [x for x in item.split(' as ')[0].strip().split('::') if x]
                aliases[(m, name)] = full
        else:
            if segs:
                aliases[(m, segs[-1])] = b + segs
edges = {m: set() for m in mods}
pat = re.compile(r'\b(crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)+)')
grp = re.compile(r'\b(crate|super)((?:::[A-Za-z_][A-Za-z0-9_]*)*)::\{([^;]*?)\}', re.S)
for m, p in mods.items():
    src = open(p).read()
    # strip test modules
    idx = src.find('#[cfg(test)]')
    if idx >= 0: src = src[:idx]
    src = re.sub(r'//[^\n]*', '', src)
    is_dir = p.endswith('mod.rs') or p.endswith('lib.rs')
    def base(kind):
        if kind == 'crate': return []
        if kind == 'self': return list(m) if is_dir else list(m[:-1]) + [m[-1]]
        # super
        return list(m[:-1]) if not is_dir else list(m[:-1])
    def add(kind, segs):
        b = base(kind)
        if kind == 'super' and not is_dir:
            b = list(m[:-1])
        path = b + segs
        while path and path[0] == 'super':
            path = path[1:]
        t = resolve(path)
        if t is not None and t != m and t != ():
            edges[m].add(t)
    for g in grp.finditer(src):
        kind, pre, body = g.group(1), g.group(2), g.group(3)
        pre = [s for s in pre.split('::') if s]
        for item in re.split(r',', body):
            item = item.strip()
            if not item: continue
            first = re.match(r'[A-Za-z_][A-Za-z0-9_:]*', item)
            if first:
                add(kind, pre + [s for s in first.group(0).split('::') if s])
    for mt in pat.finditer(src):
        kind, rest = mt.group(1), mt.group(2)
        add(kind, [s for s in rest.split('::') if s])
# tarjan
sys.setrecursionlimit(10000)
index = {}; low = {}; st = []; on = set(); sccs = []; c = [0]
def sc(v):
    index[v] = low[v] = c[0]; c[0] += 1; st.append(v); on.add(v)
    for w in edges[v]:
        if w not in index: sc(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = st.pop(); on.discard(w); comp.append(w)
            if w == v: break
        sccs.append(comp)
for v in mods:
    if v not in index: sc(v)
big = sorted([s for s in sccs if len(s) > 1], key=len, reverse=True)
print('modules', len(mods), 'cycles', [len(s) for s in big])
if '-v' in sys.argv:
    for s in big: print(sorted('::'.join(x) for x in s))
