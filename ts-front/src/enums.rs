//! Enums, in tsc's shape:
//!
//! ```text
//! var E;
//! (function (E) {
//!     E[E["A"] = 0] = "A";      // numeric members map both ways
//!     E["S"] = "str";           // string members one way
//! })(E || (E = {}));
//! ```
//!
//! Member values are computed at compile time as tsc does (auto-increment after a
//! numeric member, constant expressions over earlier members); an initializer that is
//! not constant is emitted as written, with references to members as `E.X`.

use bumpalo::Bump;
use cairn_parser::ast::*;

use crate::walk::{Lowerer, NameMap, Names};

/// A member's value known at compile time (strings in the program's arena).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Value<'a> {
    /// A number.
    Number(f64),
    /// A string.
    String(&'a str),
}

impl<'a> Lowerer<'a> {
    /// Lower one enum declaration into `out`.
    pub(crate) fn lower_enum(
        &mut self,
        e: TsEnumDeclaration<'a>,
        out: &mut Vec<'a, Statement<'a>>,
        parent: Option<&'a str>,
        declared: &Names<'a>,
        emitted: &mut Names<'a>,
    ) {
        let b = self.b;
        let span = e.span;
        let name = e.id.name;
        if !declared.contains(name) && emitted.insert(name) {
            let kind = if parent.is_some() { VariableKind::Let } else { VariableKind::Var };
            let declaration = b.alloc(b.declare(e.id.span, kind, name));
            out.push(if e.is_export && parent.is_none() {
                Statement::ExportNamed(b.alloc(ExportNamedDeclaration {
                    span,
                    declaration: Some(Declaration::Variable(declaration)),
                    specifiers: b.vec(),
                    source: None,
                    attributes: b.vec(),
                }))
            } else {
                Statement::Variable(declaration)
            });
        }
        let mut known = self.enums.remove(name).unwrap_or_else(|| b.map());
        known.reserve(e.members.len());
        let mut body = Vec::with_capacity_in(e.members.len(), b.arena);
        let mut previous: Option<Option<Value<'a>>> = None;
        let mut names = b.names_with_capacity(known.len() + e.members.len());
        names.extend(known.keys());
        for mut member in e.members {
            let key: &'a str = match member.name {
                JsStr::Str(s) => s,
                JsStr::Utf16(units) => b.arena.alloc_str(&String::from_utf16_lossy(units)),
            };
            let value = match &mut member.init {
                Some(init) => evaluate(b.arena, init, name, &known),
                None => match &previous {
                    None => Some(Value::Number(0.0)),
                    Some(Some(Value::Number(n))) => Some(Value::Number(n + 1.0)),
                    Some(_) => None,
                },
            };
            let mspan = member.span;
            let name_span = member.name_span;
            let key_expr = b.string(name_span, member.name);
            let statement = match (&value, member.init) {
                (Some(Value::String(s)), _) => {
                    // E["S"] = "str";
                    let target = b.index(mspan, b.ident(name_span, name), key_expr);
                    let s: &'a str = s;
                    b.assign(
                        mspan,
                        AssignmentTarget::Member(b.alloc(target)),
                        b.string(mspan, JsStr::Str(s)),
                    )
                }
                (value, init) => {
                    let value_expr = match (value, init) {
                        (Some(Value::Number(n)), _) => number_expression(self, mspan, *n),
                        (_, Some(mut init)) => {
                            self.enum_references(&mut init, name, &names);
                            self.expression(&mut init);
                            init
                        }
                        (_, None) => b.undefined(mspan),
                    };
                    // E[E["A"] = value] = "A";
                    let inner_target = b.index(mspan, b.ident(name_span, name), key_expr);
                    let inner = b.assign(
                        mspan,
                        AssignmentTarget::Member(b.alloc(inner_target)),
                        value_expr,
                    );
                    let outer_target = b.index(mspan, b.ident(name_span, name), inner);
                    b.assign(
                        mspan,
                        AssignmentTarget::Member(b.alloc(outer_target)),
                        b.string(name_span, member.name),
                    )
                }
            };
            body.push(b.statement(mspan, statement));
            if let Some(value) = value {
                known.insert(key, value);
            }
            names.insert(key);
            previous = Some(value);
        }
        self.enums.insert(name, known);
        let argument = b.merge_argument(span, name, parent);
        out.push(b.iife(span, e.id, body, argument));
    }

    /// In a non-constant initializer, bare references to members become `E.X`.
    fn enum_references(
        &self,
        expression: &mut Expression<'a>,
        enum_name: &'a str,
        known: &Names<'a>,
    ) {
        match expression {
            Expression::Identifier(id) if known.contains(id.name) => {
                let span = id.span;
                *expression = self.b.member(span, self.b.ident(span, enum_name), id.name);
            }
            Expression::Binary(b) => {
                self.enum_references(&mut b.left, enum_name, known);
                self.enum_references(&mut b.right, enum_name, known);
            }
            Expression::Unary(u) => self.enum_references(&mut u.argument, enum_name, known),
            Expression::Parenthesized(p) => {
                self.enum_references(&mut p.expression, enum_name, known)
            }
            Expression::Call(c) => {
                for argument in c.arguments.iter_mut() {
                    if let Argument::Expression(e) = argument {
                        self.enum_references(e, enum_name, known);
                    }
                }
            }
            Expression::Conditional(c) => {
                self.enum_references(&mut c.test, enum_name, known);
                self.enum_references(&mut c.consequent, enum_name, known);
                self.enum_references(&mut c.alternate, enum_name, known);
            }
            _ => {}
        }
    }
}

/// A number as tsc writes it (negative values as `-n`).
fn number_expression<'a>(
    lowerer: &Lowerer<'a>,
    span: cairn_parser::Span,
    n: f64,
) -> Expression<'a> {
    let b = lowerer.b;
    if n < 0.0 || (n == 0.0 && n.is_sign_negative()) {
        let argument = b.number(span, -n);
        return Expression::Unary(b.alloc(UnaryExpression {
            span,
            operator: UnaryOperator::Minus,
            argument,
        }));
    }
    if n.is_nan() {
        return b.ident(span, "NaN");
    }
    if n.is_infinite() {
        return b.ident(span, "Infinity");
    }
    b.number(span, n)
}

fn js_string<'a>(arena: &'a Bump, s: JsStr<'a>) -> &'a str {
    match s {
        JsStr::Str(s) => s,
        JsStr::Utf16(units) => arena.alloc_str(&String::from_utf16_lossy(units)),
    }
}

/// tsc's constant enum expression evaluation (checker `evaluate`): literals, unary and
/// binary arithmetic, parentheses, templates, and earlier members by name.
pub(crate) fn evaluate<'a>(
    arena: &'a Bump,
    expression: &Expression<'a>,
    enum_name: &str,
    known: &NameMap<'a, Value<'a>>,
) -> Option<Value<'a>> {
    match expression {
        Expression::Number(n) => Some(Value::Number(n.value)),
        Expression::String(s) => Some(Value::String(js_string(arena, s.value))),
        Expression::Parenthesized(p) => evaluate(arena, &p.expression, enum_name, known),
        Expression::Identifier(id) => match id.name {
            "Infinity" if !known.contains_key("Infinity") => Some(Value::Number(f64::INFINITY)),
            "NaN" if !known.contains_key("NaN") => Some(Value::Number(f64::NAN)),
            name => known.get(name).copied(),
        },
        Expression::Member(m) => {
            let Expression::Identifier(object) = &m.object else { return None };
            if object.name != enum_name {
                return None;
            }
            match &m.property {
                MemberProperty::Static(name) => known.get(name.name).copied(),
                MemberProperty::Computed(Expression::String(s)) => {
                    known.get(js_string(arena, s.value)).copied()
                }
                _ => None,
            }
        }
        Expression::Template(t) => {
            let mut out = bumpalo::collections::String::new_in(arena);
            for (i, quasi) in t.quasis.iter().enumerate() {
                out.push_str(js_string(arena, quasi.cooked?));
                if let Some(e) = t.expressions.get(i) {
                    match evaluate(arena, e, enum_name, known)? {
                        Value::String(s) => out.push_str(s),
                        Value::Number(n) => out.push_str(&number_to_string(n)),
                    }
                }
            }
            Some(Value::String(out.into_bump_str()))
        }
        Expression::Unary(u) => {
            let Value::Number(n) = evaluate(arena, &u.argument, enum_name, known)? else {
                return None;
            };
            match u.operator {
                UnaryOperator::Minus => Some(Value::Number(-n)),
                UnaryOperator::Plus => Some(Value::Number(n)),
                UnaryOperator::BitNot => Some(Value::Number(!to_int32(n) as f64)),
                _ => None,
            }
        }
        Expression::Binary(b) => {
            let left = evaluate(arena, &b.left, enum_name, known)?;
            let right = evaluate(arena, &b.right, enum_name, known)?;
            match (left, right) {
                (Value::Number(l), Value::Number(r)) => {
                    let v = match b.operator {
                        BinaryOperator::Addition => l + r,
                        BinaryOperator::Subtraction => l - r,
                        BinaryOperator::Multiplication => l * r,
                        BinaryOperator::Division => l / r,
                        BinaryOperator::Remainder => l % r,
                        BinaryOperator::Exponential => l.powf(r),
                        BinaryOperator::BitwiseOr => (to_int32(l) | to_int32(r)) as f64,
                        BinaryOperator::BitwiseAnd => (to_int32(l) & to_int32(r)) as f64,
                        BinaryOperator::BitwiseXor => (to_int32(l) ^ to_int32(r)) as f64,
                        BinaryOperator::ShiftLeft => {
                            to_int32(l).wrapping_shl(to_int32(r) as u32 & 31) as f64
                        }
                        BinaryOperator::ShiftRight => {
                            (to_int32(l) >> (to_int32(r) as u32 & 31)) as f64
                        }
                        BinaryOperator::ShiftRightZeroFill => {
                            ((to_int32(l) as u32) >> (to_int32(r) as u32 & 31)) as f64
                        }
                        _ => return None,
                    };
                    Some(Value::Number(v))
                }
                (Value::String(l), Value::String(r)) if b.operator == BinaryOperator::Addition => {
                    Some(Value::String(bumpalo::format!(in arena, "{}{}", l, r).into_bump_str()))
                }
                (Value::String(l), Value::Number(r)) if b.operator == BinaryOperator::Addition => {
                    let r = number_to_string(r);
                    Some(Value::String(bumpalo::format!(in arena, "{}{}", l, r).into_bump_str()))
                }
                (Value::Number(l), Value::String(r)) if b.operator == BinaryOperator::Addition => {
                    let l = number_to_string(l);
                    Some(Value::String(bumpalo::format!(in arena, "{}{}", l, r).into_bump_str()))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// ECMA-262 sec-toint32.
fn to_int32(n: f64) -> i32 {
    if !n.is_finite() {
        return 0;
    }
    let m = n.trunc().rem_euclid(4294967296.0);
    (m as u32) as i32
}

/// Number::toString for the values constant folding produces (ryu-js writes NaN, the
/// infinities, `-0` as `0` and exponents as JS does).
fn number_to_string(n: f64) -> String {
    ryu_js::Buffer::new().format(n).to_string()
}
