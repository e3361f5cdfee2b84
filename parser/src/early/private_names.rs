//! Private names: the PrivateBoundIdentifiers of each class body (no duplicates save a
//! getter/setter pair) and AllPrivateIdentifiersValid for every use (ECMA-262
//! sec-class-definitions-static-semantics-early-errors,
//! sec-static-semantics-allprivateidentifiersvalid).

use super::scope::FxMap;
use crate::SyntaxError;
use crate::ast::{ClassBody, ClassElement, MethodKind, PrivateIdentifier, PropertyKey};

/// How a private name is declared in one class body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PrivateKind {
    /// A field, method or auto-accessor: no other declaration may share the name.
    Other,
    /// A getter (`true` when static).
    Getter(bool),
    /// A setter (`true` when static).
    Setter(bool),
    /// A getter and a setter with the same placement: complete.
    Pair,
}

/// The private environments of the enclosing class bodies, innermost last.
#[derive(Debug, Default)]
pub(super) struct PrivateScopes<'a> {
    classes: Vec<FxMap<&'a str, PrivateKind>>,
    depth: usize,
    /// The names of the classes around a direct eval's code (without `#`).
    outer: Vec<String>,
}

impl<'a> PrivateScopes<'a> {
    /// The scopes of direct eval code, inside classes that declare `outer`.
    pub(super) fn with_outer(outer: Vec<String>) -> Self {
        PrivateScopes { outer, ..PrivateScopes::default() }
    }

    /// Enters a class body: collects its PrivateBoundIdentifiers, rejecting duplicates.
    pub(super) fn enter(&mut self, body: &ClassBody<'a>) -> Result<(), SyntaxError> {
        if self.depth == self.classes.len() {
            self.classes.push(FxMap::default());
        }
        let names = &mut self.classes[self.depth];
        self.depth += 1;
        for element in body.elements.iter() {
            let (key, kind) = match element {
                ClassElement::Method(m) => {
                    let kind = match m.kind {
                        MethodKind::Get => PrivateKind::Getter(m.is_static),
                        MethodKind::Set => PrivateKind::Setter(m.is_static),
                        MethodKind::Method | MethodKind::Constructor => PrivateKind::Other,
                    };
                    (&m.key, kind)
                }
                ClassElement::Property(p) => (&p.key, PrivateKind::Other),
                ClassElement::Accessor(a) => (&a.key, PrivateKind::Other),
                ClassElement::StaticBlock(_) => continue,
            };
            let PropertyKey::Private(id) = key else { continue };
            let merged = match (names.get(id.name), kind) {
                (None, kind) => kind,
                (Some(PrivateKind::Getter(a)), PrivateKind::Setter(b))
                | (Some(PrivateKind::Setter(a)), PrivateKind::Getter(b))
                    if *a == b =>
                {
                    PrivateKind::Pair
                }
                (Some(_), _) => {
                    return Err(SyntaxError {
                        message: format!("Identifier '#{}' has already been declared", id.name),
                        span: id.span,
                    });
                }
            };
            names.insert(id.name, merged);
        }
        Ok(())
    }

    /// Leaves a class body.
    pub(super) fn exit(&mut self) {
        if self.depth > 0 {
            self.depth -= 1;
            super::scope::reset(&mut self.classes[self.depth]);
        }
    }

    /// A use `o.#x`, `o?.#x` or `#x in o` must name an element of an enclosing class.
    pub(super) fn check_use(&self, id: &PrivateIdentifier<'_>) -> Result<(), SyntaxError> {
        if self.classes[..self.depth].iter().rev().any(|names| names.contains_key(id.name))
            || self.outer.iter().any(|n| n == id.name)
        {
            return Ok(());
        }
        Err(SyntaxError {
            message: format!("Private field '#{}' must be declared in an enclosing class", id.name),
            span: id.span,
        })
    }
}
