//! CharacterClass in UnicodeSets mode (`v` flag): ClassSetExpression with nested
//! classes, `&&` and `--`, `\q{...}`, and the MayContainStrings early errors
//! (ECMA-262 sec-patterns, sec-static-semantics-maycontainstrings).
//!
//! Nesting uses an explicit stack of frames, one per open `[`, so any depth is safe.

use super::error::{ErrorKind, fail};
use super::inline_stack::InlineStack;
use super::pattern::{Escaped, PResult, Parser, offset};
use super::unicode_property::PropertyKind;

/// Which ClassSetExpression form an open class has committed to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum SetOp {
    /// No operand yet, or only one.
    #[default]
    Undecided,
    /// ClassUnion.
    Union,
    /// ClassIntersection (`&&`).
    Intersection,
    /// ClassSubtraction (`--`).
    Subtraction,
}

/// An open `[` in v-mode.
#[derive(Debug, Clone, Copy, Default)]
struct SetFrame {
    open: u32,
    negated: bool,
    op: SetOp,
    /// MayContainStrings of what was read so far (for an intersection: of all operands
    /// so far; for a subtraction: of the first operand).
    may_contain_strings: bool,
    /// An operator was just read, so an operand must follow.
    needs_operand: bool,
}

impl Parser<'_> {
    /// CharacterClass[+UnicodeSetsMode] at `[`: reads through its closing `]`.
    pub(super) fn class_set(&mut self) -> PResult<()> {
        let outer = self.pos;
        let mut stack: InlineStack<SetFrame, 16> = InlineStack::new();
        self.open_set(&mut stack);
        loop {
            let start = self.pos;
            // Read one ClassSetOperand (or close a class, which then is one).
            let operand_may_contain_strings = match self.peek() {
                None => return Err(fail(ErrorKind::UnterminatedClass, outer)),
                Some(b']') => {
                    self.pos += 1;
                    let Some(frame) = stack.pop() else {
                        return Err(fail(ErrorKind::UnterminatedClass, outer));
                    };
                    if frame.needs_operand {
                        return Err(fail(ErrorKind::MissingSetOperand, start));
                    }
                    if frame.negated && frame.may_contain_strings {
                        return Err(fail(ErrorKind::NegatedClassOfStrings, frame.open as usize));
                    }
                    if stack.is_empty() {
                        return Ok(());
                    }
                    frame.may_contain_strings
                }
                Some(b'[') => {
                    self.open_set(&mut stack);
                    continue;
                }
                Some(b'\\') if self.peek_at(1) == Some(b'q') => {
                    self.pos += 2;
                    if !self.eat(b'{') {
                        return Err(fail(ErrorKind::InvalidEscape, start));
                    }
                    self.class_string_disjunction(start)?
                }
                Some(b'\\')
                    if matches!(
                        self.peek_at(1),
                        Some(b'd' | b'D' | b's' | b'S' | b'w' | b'W' | b'p' | b'P')
                    ) =>
                {
                    self.pos += 1;
                    match self.character_or_class_escape(start, true)? {
                        Escaped::Class(kind) => kind == PropertyKind::Strings,
                        Escaped::Char(_) => false,
                    }
                }
                Some(_) => {
                    let low = self.class_set_character()?;
                    let Some(frame) = stack.top_mut() else {
                        return Err(fail(ErrorKind::UnterminatedClass, outer));
                    };
                    // ClassSetRange: only inside a union.
                    if matches!(frame.op, SetOp::Undecided | SetOp::Union)
                        && self.peek() == Some(b'-')
                        && self.peek_at(1) != Some(b'-')
                    {
                        frame.op = SetOp::Union;
                        self.pos += 1;
                        let high = self.class_set_character()?;
                        if low > high {
                            return Err(fail(ErrorKind::ClassRangeOutOfOrder, start));
                        }
                    }
                    false
                }
            };
            self.after_operand(&mut stack, operand_may_contain_strings)?;
        }
    }

    /// Pushes a frame for the `[` (and optional `^`) at the cursor.
    fn open_set(&mut self, stack: &mut InlineStack<SetFrame, 16>) {
        let open = offset(self.pos);
        self.pos += 1;
        let negated = self.eat(b'^');
        stack.push(SetFrame { open, negated, ..SetFrame::default() });
    }

    /// After a ClassSetOperand: folds its MayContainStrings into the open class and reads
    /// the operator that may follow, rejecting mixed or misplaced operators.
    fn after_operand(
        &mut self,
        stack: &mut InlineStack<SetFrame, 16>,
        operand_may_contain_strings: bool,
    ) -> PResult<()> {
        let at = self.pos;
        let and = self.peek() == Some(b'&') && self.peek_at(1) == Some(b'&');
        let minus = self.peek() == Some(b'-') && self.peek_at(1) == Some(b'-');
        let close = self.peek() == Some(b']');
        let Some(frame) = stack.top_mut() else {
            return Err(fail(ErrorKind::UnterminatedClass, at));
        };
        frame.needs_operand = false;
        match frame.op {
            SetOp::Undecided => {
                frame.may_contain_strings = operand_may_contain_strings;
                frame.op = if and {
                    SetOp::Intersection
                } else if minus {
                    SetOp::Subtraction
                } else {
                    SetOp::Union
                };
            }
            SetOp::Union => {
                frame.may_contain_strings |= operand_may_contain_strings;
                if and || minus {
                    return Err(fail(ErrorKind::InvalidSetOperation, at));
                }
            }
            SetOp::Intersection => {
                frame.may_contain_strings &= operand_may_contain_strings;
                if !and && !close {
                    return Err(fail(ErrorKind::InvalidSetOperation, at));
                }
            }
            SetOp::Subtraction => {
                if !minus && !close {
                    return Err(fail(ErrorKind::InvalidSetOperation, at));
                }
            }
        }
        if (and && frame.op == SetOp::Intersection) || (minus && frame.op == SetOp::Subtraction) {
            frame.needs_operand = true;
            self.pos += 2;
            // ClassIntersection :: ... `&&` [lookahead ≠ &] ClassSetOperand
            if and && self.peek() == Some(b'&') {
                return Err(fail(ErrorKind::InvalidSetOperation, at));
            }
        }
        Ok(())
    }

    /// ClassStringDisjunction after `\q{`, through `}`: its MayContainStrings (true when
    /// some ClassString is empty or longer than one character).
    fn class_string_disjunction(&mut self, start: usize) -> PResult<bool> {
        let mut may_contain_strings = false;
        let mut length = 0u32;
        loop {
            match self.peek() {
                None => {
                    return Err(fail(ErrorKind::UnterminatedClassString, start));
                }
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(may_contain_strings || length != 1);
                }
                Some(b'|') => {
                    self.pos += 1;
                    may_contain_strings |= length != 1;
                    length = 0;
                }
                Some(_) => {
                    self.class_set_character()?;
                    length = length.saturating_add(1);
                }
            }
        }
    }

    /// ClassSetCharacter: its value.
    fn class_set_character(&mut self) -> PResult<u32> {
        let start = self.pos;
        let Some(c) = self.peek_char() else {
            return Err(fail(ErrorKind::UnterminatedClass, start));
        };
        if c == '\\' {
            self.pos += 1;
            return match self.peek() {
                Some(b'b') => {
                    self.pos += 1;
                    Ok(0x08)
                }
                // `\` ClassSetReservedPunctuator
                Some(
                    p @ (b'&' | b'-' | b'!' | b'#' | b'%' | b',' | b':' | b';' | b'<' | b'=' | b'>'
                    | b'@' | b'`' | b'~'),
                ) => {
                    self.pos += 1;
                    Ok(u32::from(p))
                }
                Some(b'd' | b'D' | b's' | b'S' | b'w' | b'W' | b'p' | b'P' | b'q') => {
                    Err(fail(ErrorKind::InvalidClassRange, start))
                }
                _ => match self.character_or_class_escape(start, true)? {
                    Escaped::Char(value) => Ok(value),
                    Escaped::Class(_) => Err(fail(ErrorKind::InvalidClassRange, start)),
                },
            };
        }
        // ClassSetSyntaxCharacter
        if matches!(c, '(' | ')' | '[' | ']' | '{' | '}' | '/' | '-' | '|') {
            return Err(fail(ErrorKind::InvalidClassSetCharacter, start));
        }
        // ClassSetReservedDoublePunctuator
        if matches!(
            c,
            '&' | '!'
                | '#'
                | '$'
                | '%'
                | '*'
                | '+'
                | ','
                | '.'
                | ':'
                | ';'
                | '<'
                | '='
                | '>'
                | '?'
                | '@'
                | '^'
                | '`'
                | '~'
        ) && self.peek_at(1) == Some(c as u8)
        {
            return Err(fail(ErrorKind::InvalidSetOperation, start));
        }
        self.pos += c.len_utf8();
        Ok(c as u32)
    }
}
