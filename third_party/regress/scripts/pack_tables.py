#!/usr/bin/env python3
"""Packs regress's generated Unicode tables (src/unicodetables.rs, gen-unicode's output)
into byte strings, in place.

Upstream stores every property as an array of `Interval { first: u32, last: u32 }` and
every emoji string set as a slice of slices, about 350 KB of a binary's data (a third of
a wasm module's). Packed, an interval is two LEB128 numbers (the gap from the previous
interval's end, then the length less one), and a string set a list of strings, each
its length then its code points in LEB128: about a third of the size. A property is
decoded when a pattern names it (`Packed::intervals`, src/packed.rs), which copied the
array into a set anyway. RGI_Emoji, the concatenation of the six other emoji sets in
order, is not stored twice.

Run on upstream's file: python3 scripts/pack_tables.py src/unicodetables.rs
"""
import re
import sys


def leb(n, out):
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return


def bytes_literal(data):
    # A byte string literal: the densest source form rustc takes for a &[u8]. Lines end
    # in a backslash, which also skips the next line's leading whitespace: a space is
    # always escaped.
    tokens = []
    for b in data:
        c = chr(b)
        if 0x20 < b < 0x7F and c not in '"\\':
            tokens.append(c)
        else:
            tokens.append("\\x%02x" % b)
    out, cur = [], ""
    for tok in tokens:
        if len(cur) + len(tok) > 96:
            out.append(cur)
            cur = ""
        cur += tok
    if cur:
        out.append(cur)
    return 'b"' + "\\\n".join(out) + '"'


def pack_intervals(body):
    pairs = [(int(a), int(b)) for a, b in re.findall(r"Interval::new\((\d+),\s*(\d+)\)", body)]
    data = bytearray()
    prev_end = 0
    for first, last in pairs:
        assert first >= prev_end and last >= first, (first, last, prev_end)
        leb(first - prev_end, data)
        leb(last - first, data)
        prev_end = last + 1
    return len(pairs), bytes(data)


def pack_strings(body):
    strings = [list(map(int, re.findall(r"\d+", s))) for s in re.findall(r"&\[([^\]]*)\]", body)]
    data = bytearray()
    for s in strings:
        leb(len(s), data)
        for cp in s:
            leb(cp, data)
    return strings, bytes(data)


def main(path):
    src = open(path).read()
    if "Packed(" in src:
        sys.exit("already packed")
    src = src.replace(
        "use crate::codepointset::Interval;\n",
        "// Cairn: packed by scripts/pack_tables.py (see CAIRN.md).\n"
        "use crate::packed::{Packed, PackedStrings};\n",
    )

    def intervals(m):
        vis, name, body = m.group(1), m.group(2), m.group(3)
        count, data = pack_intervals(body)
        return f"{vis}const {name}: Packed = Packed({count}, {bytes_literal(data)});"

    src = re.sub(
        r"((?:pub\(crate\) )?)const (\w+): \[Interval; \d+\] =\s*\[(.*?)\];",
        intervals,
        src,
        flags=re.S,
    )
    src = src.replace("-> &'static [Interval]", "-> &'static Packed")

    sets = {}

    def strings(m):
        name, body = m.group(1), m.group(2)
        values, data = pack_strings(body)
        sets[name] = values
        return f"const {name}: PackedStrings = PackedStrings({len(values)}, {bytes_literal(data)});"

    src = re.sub(r"static (\w+): &\[&\[u32\]; \d+\] = &\[(.*?)\n\];", strings, src, flags=re.S)
    parts = [
        "BASIC_EMOJI",
        "EMOJI_KEYCAP_SEQUENCE",
        "RGI_EMOJI_FLAG_SEQUENCE",
        "RGI_EMOJI_MODIFIER_SEQUENCE",
        "RGI_EMOJI_TAG_SEQUENCE",
        "RGI_EMOJI_ZWJ_SEQUENCE",
    ]
    assert sets["RGI_EMOJI"] == sum((sets[p] for p in parts), []), "RGI_Emoji is not the union"
    src = re.sub(r"\nconst RGI_EMOJI: PackedStrings = .*?\);\n", "\n", src, flags=re.S)
    src = re.sub(
        r"pub\(crate\) fn rgi_emoji_sets\(\) -> &'static \[&'static \[u32\]\] \{.*?\n\}\n",
        "",
        src,
        flags=re.S,
    )
    src = src.replace("-> &'static [&'static [u32]]", "-> &'static PackedStrings")
    for name in parts:
        src = src.replace(f"    {name}.as_slice()\n", f"    &{name}\n")
    # string_property_sets decodes: RGI_Emoji is the six other sets in order.
    src = re.sub(
        r"pub\(crate\) fn string_property_sets\(value: &UnicodeStringProperty\) -> &'static PackedStrings \{.*?\n\}\n",
        """pub(crate) fn string_property_sets(value: &UnicodeStringProperty) -> Vec<Box<[u32]>> {
    use UnicodeStringProperty::*;
    match value {
        BasicEmoji => basic_emoji_sets().strings(),
        EmojiKeycapSequence => emoji_keycap_sequence_sets().strings(),
        RGIEmojiFlagSequence => rgi_emoji_flag_sequence_sets().strings(),
        RGIEmojiModifierSequence => rgi_emoji_modifier_sequence_sets().strings(),
        RGIEmojiTagSequence => rgi_emoji_tag_sequence_sets().strings(),
        RGIEmojiZWJSequence => rgi_emoji_zwj_sequence_sets().strings(),
        // Cairn: RGI_Emoji is the union of the six sets above, in this order.
        RGIEmoji => [
            basic_emoji_sets(),
            emoji_keycap_sequence_sets(),
            rgi_emoji_flag_sequence_sets(),
            rgi_emoji_modifier_sequence_sets(),
            rgi_emoji_tag_sequence_sets(),
            rgi_emoji_zwj_sequence_sets(),
        ]
        .iter()
        .flat_map(|set| set.strings())
        .collect(),
    }
}
""",
        src,
        flags=re.S,
    )
    assert "Interval::new" not in src and "&[u32]" not in src
    open(path, "w").write(src)


main(sys.argv[1])
