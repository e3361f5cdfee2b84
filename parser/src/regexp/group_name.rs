//! Capture group names: GroupName parsing, the duplicate-name rule, and `\k<name>`
//! resolution (ECMA-262 sec-patterns-static-semantics-early-errors).

use super::error::{ErrorKind, fail};
use super::identifier::{is_identifier_part, is_identifier_start};
use super::pattern::{GroupName, LINEAR_NAME_LOOKUP_LIMIT, NameText, PResult, Parser, offset};

impl Parser<'_> {
    /// GroupName :: `<` RegExpIdentifierName `>`, the cursor after `<`; leaves it after `>`.
    pub(super) fn group_name(&mut self, at: usize) -> PResult<NameText> {
        let start = self.pos;
        let mut escaped = false;
        let mut first = true;
        loop {
            let Some(c) = self.peek_char() else {
                return Err(fail(ErrorKind::InvalidGroupName, at));
            };
            if c == '>' && !first {
                let text = NameText { start: offset(start), end: offset(self.pos), escaped };
                self.pos += 1;
                return Ok(text);
            }
            let value = if c == '\\' {
                escaped = true;
                self.pos += 1;
                if !self.eat(b'u') {
                    return Err(fail(ErrorKind::InvalidGroupName, at));
                }
                self.unicode_escape_strict().ok_or_else(|| fail(ErrorKind::InvalidGroupName, at))?
            } else {
                self.pos += c.len_utf8();
                c as u32
            };
            let ok = char::from_u32(value).is_some_and(|c| {
                if first { is_identifier_start(c) } else { is_identifier_part(c) }
            });
            if !ok {
                return Err(fail(ErrorKind::InvalidGroupName, at));
            }
            first = false;
        }
    }

    /// Records a GroupSpecifier's name: a name may repeat only where the two groups can
    /// never both participate (MightBothParticipate is false, i.e. they sit in different
    /// Alternatives of one Disjunction). Comparing with the latest group of that name is
    /// enough, since every earlier pair already passed this check.
    pub(super) fn declare_name(&mut self, text: NameText, open: usize) -> PResult<()> {
        let Some(index) = self.find_name(text) else {
            let index = self.names.len();
            self.names.push(GroupName { text, last_group: offset(open) });
            if let Some(map) = &mut self.name_index {
                map.insert(decode_name(self.src, text), index);
            } else if self.names.len() > LINEAR_NAME_LOOKUP_LIMIT {
                let map = self
                    .names
                    .iter()
                    .enumerate()
                    .map(|(i, name)| (decode_name(self.src, name.text), i))
                    .collect();
                self.name_index = Some(map);
            }
            return Ok(());
        };
        let previous = self.names[index].last_group;
        let in_earlier_alternative =
            |content_start: u32, alt_start: u32| content_start <= previous && previous < alt_start;
        let exclusive = in_earlier_alternative(0, self.root_alt_start)
            || self.frames.iter().any(|f| in_earlier_alternative(f.content_start, f.alt_start));
        if !exclusive {
            return Err(fail(ErrorKind::DuplicateGroupName, open));
        }
        self.names[index].last_group = offset(open);
        Ok(())
    }

    pub(super) fn find_name(&self, text: NameText) -> Option<usize> {
        match &self.name_index {
            Some(map) => map.get(&decode_name(self.src, text)).copied(),
            None => self.names.iter().position(|name| names_equal(self.src, name.text, text)),
        }
    }

    /// The early errors that need the whole pattern: DecimalEscape numbers (unicode mode)
    /// and `\k<name>` targets.
    pub(super) fn check_references(&self) -> PResult<()> {
        if let Some((number, at)) = self.max_backreference
            && number > self.group_count
        {
            return Err(fail(ErrorKind::InvalidBackreference, at as usize));
        }
        for reference in &self.named_references {
            if self.find_name(reference.text).is_none() {
                return Err(fail(ErrorKind::UndefinedGroupName, reference.offset as usize));
            }
        }
        Ok(())
    }
}

/// The code points of a validated group name, `\u` escapes decoded.
fn name_chars(src: &str, text: NameText) -> impl Iterator<Item = u32> + '_ {
    let body = src.get(text.start as usize..text.end as usize).unwrap_or("");
    let mut parser = Parser::new(body, true, false, true);
    std::iter::from_fn(move || {
        let c = parser.peek_char()?;
        if c == '\\' {
            parser.pos += 2; // `\u`, validated by `group_name`
            Some(parser.unicode_escape_strict().unwrap_or(0xFFFD))
        } else {
            parser.pos += c.len_utf8();
            Some(c as u32)
        }
    })
}

fn names_equal(src: &str, a: NameText, b: NameText) -> bool {
    if !a.escaped && !b.escaped {
        return src.get(a.start as usize..a.end as usize)
            == src.get(b.start as usize..b.end as usize);
    }
    name_chars(src, a).eq(name_chars(src, b))
}

fn decode_name(src: &str, text: NameText) -> String {
    name_chars(src, text).map(|c| char::from_u32(c).unwrap_or('\u{FFFD}')).collect()
}
