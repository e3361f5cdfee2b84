//! Support for quickly finding potential match locations.
use crate::bytesearch::ByteBitmap;
use crate::codepointset;
use crate::insn::StartPredicate;
use crate::ir;
use crate::ir::Node;
use crate::util::{add_utf8_first_bytes_to_bitmap, utf8_first_byte};
#[cfg(not(feature = "std"))]
use alloc::{boxed::Box, vec::Vec};
use memchr::memmem;

/// Check if a node is anchored to the start of the line/string.
/// Returns true if the node begins with a StartOfLine anchor.
fn is_start_anchored(n: &Node) -> bool {
    match n {
        Node::Anchor {
            anchor_type: ir::AnchorType::StartOfLine,
            multiline,
        } => !multiline,
        Node::Cat(nodes) => {
            // For concatenation, check if the first node is start-anchored
            nodes.first().is_some_and(is_start_anchored)
        }
        Node::CaptureGroup { contents, .. } => is_start_anchored(contents),
        // For alternation, both arms must be start-anchored
        Node::Alt(left, right) => is_start_anchored(left) && is_start_anchored(right),
        // Other nodes are not anchored
        _ => false,
    }
}

/// Convert the code point set to a first-byte bitmap.
/// That is, make a list of all of the possible first bytes of every contained
/// code point, and store that in a bitmap.
fn cps_to_first_byte_bitmap(input: &codepointset::CodePointSet) -> Box<ByteBitmap> {
    let mut bitmap = Box::<ByteBitmap>::default();
    for iv in input.intervals() {
        add_utf8_first_bytes_to_bitmap(*iv, &mut bitmap);
    }
    bitmap
}

/// The "IR" for a start predicate.
enum AbstractStartPredicate {
    /// No predicate.
    Arbitrary,

    /// Sequence of non-empty bytes.
    Sequence(Vec<u8>),

    /// Set of bytes.
    Set(Box<ByteBitmap>),
}

impl AbstractStartPredicate {
    /// \return the disjunction of two predicates.
    /// That is, a predicate that matches x OR y.
    fn disjunction(x: Self, y: Self) -> Self {
        match (x, y) {
            (Self::Arbitrary, _) => Self::Arbitrary,
            (_, Self::Arbitrary) => Self::Arbitrary,

            (Self::Sequence(s1), Self::Sequence(s2)) => {
                // Compute the length of the shared prefix.
                let shared_len = s1.iter().zip(s2.iter()).take_while(|(a, b)| a == b).count();
                debug_assert!(s1[..shared_len] == s2[..shared_len]);
                if shared_len > 0 {
                    // Use the shared prefix.
                    Self::Sequence(s1[..shared_len].to_vec())
                } else {
                    // Use a set of their first byte.
                    Self::Set(Box::new(ByteBitmap::new(&[s1[0], s2[0]])))
                }
            }

            (Self::Set(mut s1), Self::Set(s2)) => {
                s1.bitor(s2.as_ref());
                Self::Set(s1)
            }

            (Self::Set(mut s1), Self::Sequence(s2)) => {
                // Add first byte to set.
                s1.set(s2[0]);
                Self::Set(s1)
            }

            (Self::Sequence(s1), Self::Set(mut s2)) => {
                s2.set(s1[0]);
                Self::Set(s2)
            }
        }
    }

    /// Resolve ourselves to a concrete start predicate.
    fn resolve_to_insn(self) -> StartPredicate {
        match self {
            Self::Arbitrary => StartPredicate::Arbitrary,
            Self::Sequence(vals) => match vals.len() {
                0 => StartPredicate::Arbitrary,
                1 => StartPredicate::ByteSet1([vals[0]]),
                _ => StartPredicate::ByteSeq(Box::new(memmem::Finder::new(&vals).into_owned())),
            },
            Self::Set(bm) => match bm.count_bits() {
                0 => StartPredicate::Arbitrary,
                1 => StartPredicate::ByteSet1(bm.as_array()),
                2 => StartPredicate::ByteSet2(bm.as_array()),
                3 => StartPredicate::ByteSet3(bm.as_array()),
                _ => StartPredicate::ByteBracket(*bm),
            },
        }
    }
}

/// Compute any start-predicate for a node..
/// If this returns None, then the instruction is conceptually zero-width (e.g.
/// lookahead assertion) and does not contribute to the predicate.
/// If this returns StartPredicate::Arbitrary, then there is no predicate.
fn compute_start_predicate(n: &Node) -> Option<AbstractStartPredicate> {
    let arbitrary = Some(AbstractStartPredicate::Arbitrary);
    match n {
        Node::ByteSequence(bytevec) => Some(AbstractStartPredicate::Sequence(bytevec.clone())),
        Node::ByteSet(bytes) => Some(AbstractStartPredicate::Set(Box::new(ByteBitmap::new(
            bytes,
        )))),

        Node::Empty => arbitrary,
        Node::Goal => arbitrary,
        Node::BackRef { .. } | Node::BackRefAny { .. } => arbitrary,

        Node::CharSet(chars) => {
            // Pick the first bytes out.
            let bytes = chars
                .iter()
                .map(|&c| utf8_first_byte(c))
                .collect::<Vec<_>>();
            Some(AbstractStartPredicate::Set(Box::new(ByteBitmap::new(
                &bytes,
            ))))
        }

        // StringSets come from TC39 "sequence properties" and are very rare - not worth optimizing.
        Node::StringSet { .. } => arbitrary,

        // Cairn: the `utf16` feature keeps literal characters as `Char` nodes (the
        // optimizer makes byte sequences of them only without it), and a `Char` matches
        // exactly its code point (ignore-case ones are `CharSet`s of their variants), so
        // its first byte starts every match.
        Node::Char { c } => Some(AbstractStartPredicate::Set(Box::new(ByteBitmap::new(&[
            utf8_first_byte(*c),
        ])))),

        // Cats return the first non-None value, if any.
        Node::Cat(nodes) if cfg!(target_family = "wasm") => {
            nodes.iter().filter_map(compute_start_predicate).next()
        }
        // Cairn: a run of ASCII `Char`s there is a byte sequence (as the optimizer's
        // `ByteSequence` would be), and the optional elements before it add theirs
        // (`(?:export\s+)?function`). Not in Cairn's wasm module (its size budget:
        // about 500 bytes gzipped), where subjects are code units and the unit filter
        // reads only the first byte of a sequence anyway.
        Node::Cat(nodes) => {
            let mut optional: Option<AbstractStartPredicate> = None;
            for (i, n) in nodes.iter().enumerate() {
                if let Some(body) = optional_body(n) {
                    if let Some(p) = compute_start_predicate(body) {
                        optional = Some(match optional {
                            Some(o) => AbstractStartPredicate::disjunction(o, p),
                            None => p,
                        });
                    }
                    continue;
                }
                let Some(p) = ascii_run(&nodes[i..]).or_else(|| compute_start_predicate(n)) else {
                    continue;
                };
                return Some(match optional {
                    Some(o) => AbstractStartPredicate::disjunction(o, p),
                    None => p,
                });
            }
            // Every element may match empty.
            optional.map(|_| AbstractStartPredicate::Arbitrary)
        }

        // MatchAny (aka .) is too common to do a fast prefix search for.
        Node::MatchAny => arbitrary,

        // MatchAnyExceptLineTerminator (aka .) is too common to do a fast prefix search for.
        Node::MatchAnyExceptLineTerminator => arbitrary,

        // Cairn: anchors and word boundaries are zero-width, as lookarounds are: the
        // first character of a match is still the one what follows them matches.
        Node::Anchor { .. } => None,
        Node::WordBoundary { .. } => None,

        // Capture groups delegate to their contents.
        Node::CaptureGroup { contents, .. } => compute_start_predicate(contents),

        // Zero-width assertions are one of the few instructions that impose no start predicate.
        Node::LookaroundAssertion { .. } => None,

        Node::Loop { loopee, quant, .. } => {
            // TODO: we could try to join two predicates if the loop were optional.
            if quant.min > 0 {
                compute_start_predicate(loopee)
            } else {
                arbitrary
            }
        }

        Node::Loop1CharBody { loopee, quant } => {
            // TODO: we could try to join two predicates if the loop were optional.
            if quant.min > 0 {
                compute_start_predicate(loopee)
            } else {
                arbitrary
            }
        }

        // This one is interesting - we compute the disjunction of the predicates of our two arms.
        Node::Alt(left, right) => {
            if let (Some(x), Some(y)) = (
                compute_start_predicate(left),
                compute_start_predicate(right),
            ) {
                Some(AbstractStartPredicate::disjunction(x, y))
            } else {
                // This indicates that one of our branches could match the empty string.
                arbitrary
            }
        }

        // Brackets get a bitmap.
        Node::Bracket(bc) => {
            // If our bracket is inverted, construct the set of code points not contained.
            let storage;
            let cps = if bc.invert {
                storage = bc.cps.inverted();
                &storage
            } else {
                &bc.cps
            };
            let bitmap = cps_to_first_byte_bitmap(cps);
            Some(AbstractStartPredicate::Set(bitmap))
        }
    }
}

/// Cairn: the body of a loop that may run zero times (an optional element of a `Cat`).
fn optional_body(n: &Node) -> Option<&Node> {
    match n {
        Node::Loop { loopee, quant, .. } | Node::Loop1CharBody { loopee, quant }
            if quant.min == 0 =>
        {
            Some(loopee)
        }
        _ => None,
    }
}

/// Cairn: the byte sequence of the ASCII `Char`s that `nodes` starts with, if any.
fn ascii_run(nodes: &[Node]) -> Option<AbstractStartPredicate> {
    let run: Vec<u8> = nodes
        .iter()
        .map_while(|n| match n {
            Node::Char { c } if *c < 0x80 => Some(*c as u8),
            _ => None,
        })
        .collect();
    (!run.is_empty()).then_some(AbstractStartPredicate::Sequence(run))
}

/// \return the start predicate for a Regex.
pub fn predicate_for_re(re: &ir::Regex) -> StartPredicate {
    // Check if the regex is anchored to the start - if so, we can optimize
    // by avoiding string searching entirely. However, only do this when
    // multiline mode is disabled, since in multiline mode ^ can match
    // at the beginning of any line, not just the string start.
    if is_start_anchored(&re.node) && !re.flags.multiline {
        return StartPredicate::StartAnchored;
    }

    compute_start_predicate(&re.node)
        .unwrap_or(AbstractStartPredicate::Arbitrary)
        .resolve_to_insn()
}

/// Cairn: the filter of UTF-16 code units that may begin a match under `pred`, for
/// inputs whose code units are not bytes; `None` when any unit may.
pub fn unit_filter_for(pred: &StartPredicate) -> Option<crate::bytesearch::UnitFilter> {
    let first = match pred {
        StartPredicate::Arbitrary | StartPredicate::StartAnchored => return None,
        StartPredicate::ByteSet1(b) => ByteBitmap::new(b),
        StartPredicate::ByteSet2(b) => ByteBitmap::new(b),
        StartPredicate::ByteSet3(b) => ByteBitmap::new(b),
        StartPredicate::ByteSeq(finder) => ByteBitmap::new(finder.needle().get(..1)?),
        StartPredicate::ByteBracket(bitmap) => *bitmap,
    };
    Some(crate::bytesearch::UnitFilter::new(&first))
}
